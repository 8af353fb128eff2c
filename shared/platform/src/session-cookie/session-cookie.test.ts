// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CHUNK_SIZE,
  SESSION_COOKIE,
  parseCookies,
  sessionCookieChunks,
  sessionFromCookieHeader,
  unverifiedSubjectOf,
} from './session-cookie.ts';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (claims: object, filler = '') =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ ...claims, filler }))}.c2lnbmF0dXJl`;
const header = (chunks: { name: string; value: string }[]) =>
  ['theme=dark', ...chunks.map(({ name, value }) => `${name}=${value}`)].join('; ');

describe('the session cookie', () => {
  it('carries the access token and its expiry, in @supabase/ssr’s encoding, under the auth storage key', () => {
    const accessToken = jwt({ sub: 'u-1' });
    const chunks = sessionCookieChunks({ access_token: accessToken, expires_at: 1_900_000_000 });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.name).toBe(SESSION_COOKIE);
    expect(chunks[0]?.value).toMatch(/^base64-[\w-]+$/);
    expect(JSON.parse(Buffer.from(chunks[0]?.value.slice('base64-'.length) ?? '', 'base64url').toString())).toEqual({
      access_token: accessToken,
      expires_at: 1_900_000_000,
    });
    expect(sessionFromCookieHeader(header(chunks))).toEqual({ access_token: accessToken, expires_at: 1_900_000_000 });
  });

  it('splits a long session into numbered chunks a browser keeps, and joins them back in order', () => {
    const accessToken = jwt({ sub: 'u-2' }, 'x'.repeat(5000));
    const chunks = sessionCookieChunks({ access_token: accessToken, expires_at: 1 });
    expect(chunks.map(({ name }) => name)).toEqual([`${SESSION_COOKIE}.0`, `${SESSION_COOKIE}.1`, `${SESSION_COOKIE}.2`]);
    expect(chunks.every(({ value }) => value.length <= COOKIE_CHUNK_SIZE)).toBe(true);
    expect(sessionFromCookieHeader(header([...chunks].reverse()))?.access_token).toBe(accessToken);
    // A missing middle chunk cannot make a token.
    expect(sessionFromCookieHeader(header(chunks.filter((_, index) => index !== 1)))).toBeNull();
  });

  it('reads nothing from a missing, foreign or garbled cookie', () => {
    expect(sessionFromCookieHeader(undefined)).toBeNull();
    expect(sessionFromCookieHeader('theme=dark')).toBeNull();
    for (const value of [
      'garbage',
      'base64-!!!',
      `base64-${base64Url('{"access_token":"not a jwt","expires_at":1}')}`,
      `base64-${base64Url('[1]')}`,
    ])
      expect(sessionFromCookieHeader(`${SESSION_COOKIE}=${value}`)).toBeNull();
    expect(
      sessionFromCookieHeader(`${SESSION_COOKIE}=base64-${base64Url(JSON.stringify({ access_token: jwt({ sub: 'u' }) }))}`),
    ).toBeNull();
  });

  it('parses a Cookie header as a browser sends it', () => {
    expect([...parseCookies('a=1; b = 2;c=x=y; a=3; flag')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', 'x=y'],
    ]);
  });

  it('names the subject of a token without trusting it, and nobody for what is not a JWT', () => {
    expect(unverifiedSubjectOf(jwt({ sub: 'a0b1', name: 'สมชาย' }))).toBe('a0b1');
    expect(unverifiedSubjectOf(jwt({ role: 'anon' }))).toBeNull();
    expect(unverifiedSubjectOf('garbage')).toBeNull();
  });
});
