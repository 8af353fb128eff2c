import { createHmac } from 'node:crypto';
import puppeteer from 'puppeteer-core';
import { sessionCookieChunks } from '@shared/platform/session-cookie';

/*
 * A member's pages start their app at once (decision 0040) and have never been measured. bench:web audits
 * them as the demo learner: a password sign-in against the backend gives the session supabase-js would store,
 * and it is written into the fresh profile's localStorage before Lighthouse loads the page — on the site's
 * origin, from its robots.txt, so nothing of the app is in the cache beforehand.
 */

export interface StoredSession {
  /** The localStorage key the site's Supabase client reads (@shared/platform/supabase/storage-key). */
  storageKey: string;
  /** The session as supabase-js stores it (GoTrue's token answer with `expires_at`). */
  value: string;
}

/** GoTrue's password grant, as supabase-js's signInWithPassword sends it. */
export async function passwordSession(
  supabaseUrl: string,
  anonKey: string,
  email: string,
  password: string,
  storageKey: string,
): Promise<StoredSession> {
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = (await response.json()) as { expires_in?: number; expires_at?: number };
  if (!response.ok) throw new Error(`bench:web could not sign in ${email}: ${response.status} ${JSON.stringify(session)}`);
  const expiresAt = session.expires_at ?? Math.floor(Date.now() / 1000) + (session.expires_in ?? 3600);
  return { storageKey, value: JSON.stringify({ ...session, expires_at: expiresAt }) };
}

/**
 * Writes `session` into the localStorage of `origin` in the Chromium listening on `port`, and the session cookie
 * the site's auth bus writes beside it (decision 0070), as a member who signed in earlier has both.
 */
export async function storeSession(port: number, origin: string, session: StoredSession): Promise<void> {
  const { access_token, expires_at } = JSON.parse(session.value) as { access_token: string; expires_at: number };
  const cookies = sessionCookieChunks({ access_token, expires_at }).map(
    ({ name, value }) => `${name}=${value}; Path=/; SameSite=Lax; Max-Age=${expires_at - Math.floor(Date.now() / 1000)}`,
  );
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(({ storageKey, value }) => localStorage.setItem(storageKey, value), session);
    await page.evaluate((lines) => lines.forEach((line) => (document.cookie = line)), cookies);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * The code an authenticator app shows for a base32 secret at `at` (RFC 6238: HMAC-SHA-1, 6 digits, 30 s), as
 * the demo admin's app would (decision 0028: admin power needs a verified code).
 */
export function totpCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value === -1) throw new Error('totpCode: the secret is not base32');
    bits += value.toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function gotrue<T>(supabaseUrl: string, anonKey: string, token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${supabaseUrl}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`bench:web: GoTrue ${path} answered ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The demo admin's session with admin power (aal2): a password sign-in, then the code of their authenticator.
 * The bench's backend is fresh, so the first call enrols one (its secret returned for the next runs), as
 * the admin does on their first visit of /admin; later calls verify a code of that secret.
 */
export async function adminSessionWithTotp(
  supabaseUrl: string,
  anonKey: string,
  account: { email: string; password: string },
  storageKey: string,
  known: { factorId: string; secret: string } | null,
): Promise<{ session: StoredSession; factor: { factorId: string; secret: string } }> {
  const signedIn = await passwordSession(supabaseUrl, anonKey, account.email, account.password, storageKey);
  const { access_token: token } = JSON.parse(signedIn.value) as { access_token: string };
  let factor = known;
  if (!factor) {
    const enrolled = await gotrue<{ id: string; totp: { secret: string } }>(supabaseUrl, anonKey, token, 'factors', {
      factor_type: 'totp',
      friendly_name: 'bench:web',
    });
    factor = { factorId: enrolled.id, secret: enrolled.totp.secret };
  }
  const challenge = await gotrue<{ id: string }>(supabaseUrl, anonKey, token, `factors/${factor.factorId}/challenge`, {});
  const verified = await gotrue<{ expires_in?: number; expires_at?: number }>(
    supabaseUrl,
    anonKey,
    token,
    `factors/${factor.factorId}/verify`,
    { challenge_id: challenge.id, code: totpCode(factor.secret) },
  );
  const expiresAt = verified.expires_at ?? Math.floor(Date.now() / 1000) + (verified.expires_in ?? 3600);
  return { session: { storageKey, value: JSON.stringify({ ...verified, expires_at: expiresAt }) }, factor };
}
