import { describe, expect, it } from 'vitest';
import { mirrorSessionCookie, type CookieJar } from './mirror-session-cookie.ts';
import { SESSION_COOKIE, sessionFromCookieHeader } from './session-cookie.ts';

/** A cookie jar as a browser keeps one: each write sets or (Max-Age=0) deletes one cookie; the attributes are kept to be read. */
function browserJar() {
  const cookies = new Map<string, { value: string; attributes: string }>();
  const jar: CookieJar = {
    get cookie() {
      return [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split('; ');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, { value: pair.slice(at + 1), attributes: attributes.join('; ') });
    },
  };
  return { jar, cookies };
}

const NOW = 1_800_000_000;
const token = (filler = '') => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 'u-1', filler })).toString('base64url')}.c2ln`;

describe('mirrorSessionCookie', () => {
  it('writes the session for the site server, for as long as its token lives, Lax and site-wide', () => {
    const { jar, cookies } = browserJar();
    mirrorSessionCookie({ access_token: token(), expires_at: NOW + 3600 }, jar, { protocol: 'http:' }, NOW);
    expect(sessionFromCookieHeader(jar.cookie)).toEqual({ access_token: token(), expires_at: NOW + 3600 });
    expect(cookies.get(SESSION_COOKIE)?.attributes).toBe('Path=/; SameSite=Lax; Max-Age=3600');
  });

  it('is Secure on https', () => {
    const { jar, cookies } = browserJar();
    mirrorSessionCookie({ access_token: token(), expires_at: NOW + 60 }, jar, { protocol: 'https:' }, NOW);
    expect(cookies.get(SESSION_COOKIE)?.attributes).toBe('Path=/; SameSite=Lax; Max-Age=60; Secure');
  });

  it('clears every chunk at sign-out, and the chunks a shorter session no longer needs', () => {
    const { jar, cookies } = browserJar();
    jar.cookie = 'theme=dark; Path=/';
    mirrorSessionCookie({ access_token: token('x'.repeat(2000)), expires_at: NOW + 60 }, jar, { protocol: 'http:' }, NOW);
    expect([...cookies.keys()]).toEqual(['theme', `${SESSION_COOKIE}.0`, `${SESSION_COOKIE}.1`]);
    mirrorSessionCookie({ access_token: token(), expires_at: NOW + 60 }, jar, { protocol: 'http:' }, NOW);
    expect([...cookies.keys()]).toEqual(['theme', SESSION_COOKIE]);
    mirrorSessionCookie(null, jar, { protocol: 'http:' }, NOW);
    expect([...cookies.keys()]).toEqual(['theme']);
  });

  it('does not write a session whose token has already expired', () => {
    const { jar, cookies } = browserJar();
    mirrorSessionCookie({ access_token: token(), expires_at: NOW + 60 }, jar, { protocol: 'http:' }, NOW);
    mirrorSessionCookie({ access_token: token(), expires_at: NOW - 1 }, jar, { protocol: 'http:' }, NOW);
    expect(cookies.size).toBe(0);
  });
});
