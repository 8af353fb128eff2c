import { describe, expect, it } from 'vitest';
import { startsAsVisitor, startsWithoutSession, waitsForInteraction } from './visitor-gate.ts';

const KEY = 'riancode-auth';
const storageWith = (entries: Record<string, string>) => () => ({ getItem: (key: string) => entries[key] ?? null });
const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const page = (href: string, entries: Record<string, string> = {}, prerenderedPath: string | undefined = '/') => ({
  prerenderedPath,
  location: at(href),
  storage: storageWith(entries),
  sessionKey: KEY,
});

describe('startsAsVisitor', () => {
  it('starts "/" and its section links as a visitor when the browser holds no session', () => {
    expect(startsAsVisitor(page('/'))).toBe(true);
    expect(startsAsVisitor(page('/#blog'))).toBe(true);
  });

  it('starts the app for a stored session, whatever else the storage holds', () => {
    expect(startsAsVisitor(page('/', { [KEY]: '{"access_token":"…"}' }))).toBe(false);
    expect(startsAsVisitor(page('/', { isLoggedIn: 'true' }))).toBe(true);
  });

  it('starts the app when the URL carries something for it: a query, an auth callback’s hash', () => {
    expect(startsAsVisitor(page('/?code=abc'))).toBe(false);
    expect(startsAsVisitor(page('/?ref='))).toBe(false);
    expect(startsAsVisitor(page('/#error=access_denied&error_description=x'))).toBe(false);
  });

  it('starts the app anywhere but the pre-rendered landing (the frame page of every other path)', () => {
    expect(startsAsVisitor(page('/courses', {}, undefined))).toBe(false);
    expect(startsAsVisitor(page('/courses', {}, '/'))).toBe(false);
  });

  it('treats unreadable storage as no session: the auth client could not read one either', () => {
    const blocked = {
      ...page('/'),
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(startsAsVisitor(blocked)).toBe(true);
  });
});

describe('waitsForInteraction', () => {
  const remotePage = (href: string, entries: Record<string, string> = {}, worksBeforeApp = true) => ({
    worksBeforeApp,
    location: at(href),
    storage: storageWith(entries),
    sessionKey: KEY,
  });

  it('lets a visitor’s page that works before its app wait, its search and filters included', () => {
    expect(waitsForInteraction(remotePage('/courses'))).toBe(true);
    expect(waitsForInteraction(remotePage('/courses?q=python&level=beginner&page=2'))).toBe(true);
  });

  it('lets a member’s page the server rendered for that same member wait (decision 0073)', () => {
    const session = { [KEY]: JSON.stringify({ access_token: '…', user: { id: 'member-1' } }) };
    expect(waitsForInteraction({ ...remotePage('/dashboard', session), renderedFor: 'member-1' })).toBe(true);
  });

  it('starts a member’s render at once when the browser holds no session, someone else’s, or an unreadable one', () => {
    const as = (id: string) => ({ [KEY]: JSON.stringify({ access_token: '…', user: { id } }) });
    expect(waitsForInteraction({ ...remotePage('/dashboard'), renderedFor: 'member-1' })).toBe(false);
    expect(waitsForInteraction({ ...remotePage('/dashboard', as('member-2')), renderedFor: 'member-1' })).toBe(false);
    expect(waitsForInteraction({ ...remotePage('/dashboard', { [KEY]: '{not json' }), renderedFor: 'member-1' })).toBe(false);
    expect(waitsForInteraction({ ...remotePage('/dashboard', as('member-1'), false), renderedFor: 'member-1' })).toBe(false);
  });

  it('starts the app at once for a page that needs it, a stored session, or an auth callback', () => {
    expect(waitsForInteraction(remotePage('/blog/hello', {}, false))).toBe(false);
    expect(waitsForInteraction(remotePage('/courses', { [KEY]: '{"access_token":"…"}' }))).toBe(false);
    expect(waitsForInteraction(remotePage('/courses?code=abc'))).toBe(false);
    expect(waitsForInteraction(remotePage('/courses?error=access_denied'))).toBe(false);
    expect(waitsForInteraction(remotePage('/courses#access_token=x&type=recovery'))).toBe(false);
  });
});

describe('startsWithoutSession (the app starts without the auth client, decision 0062)', () => {
  it('on any path, when the browser holds no session', () => {
    expect(startsWithoutSession(page('/courses?category=web'))).toBe(true);
    expect(startsWithoutSession(page('/dashboard'))).toBe(true);
  });

  it('not with a stored session, nor with an auth callback in the URL', () => {
    expect(startsWithoutSession(page('/courses', { [KEY]: '{"access_token":"…"}' }))).toBe(false);
    expect(startsWithoutSession(page('/auth/callback?code=abc'))).toBe(false);
    expect(startsWithoutSession(page('/reset-password?token_hash=x'))).toBe(false);
    expect(startsWithoutSession(page('/#access_token=x&type=recovery'))).toBe(false);
  });
});
