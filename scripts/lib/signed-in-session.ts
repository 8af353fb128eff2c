import puppeteer from 'puppeteer-core';

/*
 * A member's pages start their app at once (decision 0040) and have never been measured. bench:web audits
 * them as the demo learner: a password sign-in against the backend gives the session supabase-js would store,
 * and it is written into the fresh profile's localStorage before Lighthouse loads the page — on the site's
 * origin, from its robots.txt, so nothing of the app is in the cache beforehand.
 */

export interface StoredSession {
  /** The localStorage key the site's Supabase client reads (shared/supabase/storage-key). */
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

/** Writes `session` into the localStorage of `origin` in the Chromium listening on `port`. */
export async function storeSession(port: number, origin: string, session: StoredSession): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(({ storageKey, value }) => localStorage.setItem(storageKey, value), session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
