import type { JwtClaims } from '../db/types.ts';
import { verifyJwt } from './jwt.ts';

/**
 * Every REST and Storage request carries the same few tokens again and again
 * (the anon key, a user's access token until it is refreshed). Checking an
 * HMAC signature costs a WebCrypto round trip each time, so a token whose
 * signature was verified is remembered with its claims. Only the time-bound
 * checks can change for a known token, so they are redone on every hit
 * (`exp`, `nbf`); a token that fails is never cached. Bounded: the oldest
 * entries go first.
 */
const MAX_ENTRIES = 1000;
const verified = new Map<string, JwtClaims>();

const seconds = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export async function verifyJwtCached(token: string, secret: string): Promise<JwtClaims> {
  const key = `${secret.length}:${secret}:${token}`;
  const known = verified.get(key);
  if (known) {
    // The same comparisons as jose's, on whole seconds.
    const now = Math.floor(Date.now() / 1000);
    const exp = seconds(known['exp']);
    const nbf = seconds(known['nbf']);
    if ((exp === null || exp > now) && (nbf === null || nbf <= now)) return known;
    verified.delete(key);
    return verifyJwt(token, secret); // says why, exactly as a first check would
  }
  const claims = await verifyJwt(token, secret);
  if (verified.size >= MAX_ENTRIES) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  // Shared by every request that carries this token: nobody may change it.
  const shared = Object.freeze(claims);
  verified.set(key, shared);
  return shared;
}
