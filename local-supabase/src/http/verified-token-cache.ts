import type { JwtClaims } from '../db/types.ts';
import type { JwtKeys } from './jwt-keys.ts';
import { verifyJwt } from './jwt.ts';

/**
 * Every REST and Storage request carries the same few tokens again and again
 * (the anon key, a user's access token until it is refreshed). Checking an
 * signature (HMAC or ECDSA) costs a WebCrypto round trip each time, so a token whose
 * signature was verified is remembered with its claims. Only the time-bound
 * checks can change for a known token, so they are redone on every hit
 * (`exp`, `nbf`); a token that fails is never cached. Bounded: the oldest
 * entries go first.
 */
const MAX_ENTRIES = 1000;
const verified = new Map<string, JwtClaims>();

const seconds = (value: unknown): number | null => (typeof value === 'number' ? value : null);

// A token is remembered per key set, so a token cached under one server's keys means nothing under another's.
const keySetIds = new WeakMap<JwtKeys, number>();
let nextKeySetId = 0;
function keySetId(keys: JwtKeys | string): string {
  if (typeof keys === 'string') return `secret:${keys.length}:${keys}`;
  let id = keySetIds.get(keys);
  if (id === undefined) {
    id = nextKeySetId++;
    keySetIds.set(keys, id);
  }
  return `keys:${id}`;
}

export async function verifyJwtCached(token: string, keys: JwtKeys | string): Promise<JwtClaims> {
  const key = `${keySetId(keys)}:${token}`;
  const known = verified.get(key);
  if (known) {
    // The same comparisons as jose's, on whole seconds.
    const now = Math.floor(Date.now() / 1000);
    const exp = seconds(known['exp']);
    const nbf = seconds(known['nbf']);
    if ((exp === null || exp > now) && (nbf === null || nbf <= now)) return known;
    verified.delete(key);
    return verifyJwt(token, keys); // says why, exactly as a first check would
  }
  const claims = await verifyJwt(token, keys);
  if (verified.size >= MAX_ENTRIES) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  // Shared by every request that carries this token: nobody may change it.
  const shared = Object.freeze(claims);
  verified.set(key, shared);
  return shared;
}
