/**
 * The session cookie (decision 0070): what the browser tells the site server of its session, so the server can
 * render a member's page with their data. React-free and DOM-free: the browser writes it
 * (./mirror-session-cookie.ts), the site server reads it.
 *
 * The shape is @supabase/ssr's (its browser client's cookie storage): the name is the auth client's storage key,
 * the value `base64-` and the base64url of a JSON session, split into `<name>.0`, `<name>.1`… when longer
 * than 3180 characters (a browser keeps ~4 KB per cookie, name and attributes included). Unlike @supabase/ssr,
 * the JSON holds only what the server uses, the access token and its expiry: the server never refreshes a
 * session, so the refresh token stays in the browser's storage and is not sent with every page request.
 */
import { SESSION_COOKIE } from '../supabase/storage-key.ts';

export { SESSION_COOKIE };

/** @supabase/ssr's MAX_CHUNK_SIZE. */
export const COOKIE_CHUNK_SIZE = 3180;

const PREFIX = 'base64-';

/** What the cookie carries: the access token and when it expires (seconds since the epoch, as GoTrue says). */
export interface CookieSession {
  access_token: string;
  expires_at: number;
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The cookies to set, name and value, one or more chunks. A JWT is ASCII, so btoa needs no UTF-8 step. */
export function sessionCookieChunks(session: CookieSession): { name: string; value: string }[] {
  const value = PREFIX + toBase64Url(JSON.stringify({ access_token: session.access_token, expires_at: session.expires_at }));
  if (value.length <= COOKIE_CHUNK_SIZE) return [{ name: SESSION_COOKIE, value }];
  const chunks: { name: string; value: string }[] = [];
  for (let start = 0; start < value.length; start += COOKIE_CHUNK_SIZE)
    chunks.push({ name: `${SESSION_COOKIE}.${chunks.length}`, value: value.slice(start, start + COOKIE_CHUNK_SIZE) });
  return chunks;
}

/** Whether a cookie's name is the session cookie or one of its chunks (what a sign-out clears). */
export function isSessionCookieName(name: string): boolean {
  return name === SESSION_COOKIE || new RegExp(`^${SESSION_COOKIE}\\.\\d+$`).test(name);
}

/** The cookies of a `Cookie` header (or `document.cookie`), by name; the first of a repeated name wins. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * The session a `Cookie` header carries, or null when there is none or it is not one this site wrote. Nothing
 * here is checked: whoever reads it must let the backend judge the token (the site server reads the member's
 * row with it, so PostgREST checks its signature and expiry, and RLS what it may read).
 */
export function sessionFromCookieHeader(header: string | null | undefined): CookieSession | null {
  const cookies = parseCookies(header);
  let value = cookies.get(SESSION_COOKIE);
  if (value === undefined) {
    const chunks: string[] = [];
    for (let chunk = cookies.get(`${SESSION_COOKIE}.0`); chunk !== undefined; chunk = cookies.get(`${SESSION_COOKIE}.${chunks.length}`))
      chunks.push(chunk);
    value = chunks.length > 0 ? chunks.join('') : undefined;
  }
  if (!value?.startsWith(PREFIX)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value.slice(PREFIX.length)));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { access_token, expires_at } = parsed as Record<string, unknown>;
    if (typeof access_token !== 'string' || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(access_token)) return null;
    if (typeof expires_at !== 'number') return null;
    return { access_token, expires_at };
  } catch {
    return null;
  }
}

/**
 * The user id (`sub`) an access token names, read without checking it: only to say whose row to ask the backend
 * for with that same token. Null when the token is not a JWT with a subject.
 */
export function unverifiedSubjectOf(accessToken: string): string | null {
  try {
    const payload: unknown = JSON.parse(fromBase64Url(accessToken.split('.')[1] ?? ''));
    const sub = typeof payload === 'object' && payload !== null ? (payload as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub.length > 0 ? sub : null;
  } catch {
    return null;
  }
}
