import type { Session } from '@supabase/supabase-js';
import { isSessionCookieName, parseCookies, sessionCookieChunks } from './session-cookie.ts';

/** Where the cookies are read and written: `document` in the page, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/** What a browser needs to know of the page to set the cookie (only `Secure` depends on it). */
export interface CookiePlace {
  protocol: string;
}

/**
 * Mirrors the auth client's session into the session cookie (./session-cookie.ts, decision 0070), so the site
 * server can render the member's page: written at every sign-in and refresh, cleared at sign-out. The auth bus
 * calls it at each change it hears, so the bus stays the one place the session is known.
 *
 * `SameSite=Lax` (sent with a navigation from another site, never with its sub-requests), `Path=/`, `Secure`
 * on https. Not HttpOnly: the page writes it, as @supabase/ssr's browser client does; it holds nothing the
 * page's own storage does not already hold. It lives as long as its token.
 */
export function mirrorSessionCookie(
  session: Pick<Session, 'access_token' | 'expires_at'> | null,
  jar: CookieJar = document,
  place: CookiePlace = window.location,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): void {
  const secure = place.protocol === 'https:' ? '; Secure' : '';
  const attributes = (maxAge: number) => `; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  const present = [...parseCookies(jar.cookie).keys()].filter(isSessionCookieName);
  const expiresAt = session?.expires_at ?? 0;
  // An expired session (a tab woken after hours, before its refresh) is worth nothing to the server.
  const chunks =
    session && expiresAt > nowSeconds ? sessionCookieChunks({ access_token: session.access_token, expires_at: expiresAt }) : [];
  for (const { name, value } of chunks) jar.cookie = `${name}=${value}${attributes(expiresAt - nowSeconds)}`;
  // A sign-out, or a session now in fewer chunks than before: what is left of the old one goes.
  const written = new Set(chunks.map(({ name }) => name));
  for (const name of present) if (!written.has(name)) jar.cookie = `${name}=${attributes(0)}`;
}
