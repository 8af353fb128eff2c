import { describe, expect, it } from 'vitest';
import { cleanUrl, keepInviteSession, takeInviteSession } from './safe-redirect.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
};

const INVITE = '#access_token=eyJ.a.b&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite';

describe('an invite link’s session across the address clean-up', () => {
  it('keeps the pair before cleanUrl removes it, and hands it over once', () => {
    const storage = memory();
    keepInviteSession({ hash: INVITE }, storage);
    // The address loses the tokens as every page load does (spec §5)…
    expect(cleanUrl(`http://localhost/auth/reset-password${INVITE}`)).toBe('http://localhost/auth/reset-password');
    // …and the reset page still gets them, once.
    expect(takeInviteSession(storage)).toEqual({ access_token: 'eyJ.a.b', refresh_token: 'r1' });
    expect(takeInviteSession(storage)).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('keeps nothing for other fragments: a recovery or magic link, an error, a section anchor', () => {
    const storage = memory();
    for (const hash of [
      '#access_token=a&refresh_token=r&type=recovery',
      '#error=access_denied',
      '#reviews',
      '#type=invite&access_token=a',
    ]) {
      keepInviteSession({ hash }, storage);
    }
    expect(storage.size()).toBe(0);
    expect(takeInviteSession(storage)).toBeNull();
  });

  it('refuses a kept value that is not a pair of strings', () => {
    const storage = memory();
    storage.setItem('riancode.invite-session', '{"access_token": 1}');
    expect(takeInviteSession(storage)).toBeNull();
    storage.setItem('riancode.invite-session', 'not json');
    expect(takeInviteSession(storage)).toBeNull();
  });
});
