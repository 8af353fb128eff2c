import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import type { AuthState, Profile } from '@shared/platform/auth';
import { awaitsRenderedMember } from './hold-member-render.ts';

const session = (id: string) => ({ user: { id } }) as Session;
const profile = { id: 'u-ann', name: 'แอน' } as Profile;

describe('awaitsRenderedMember', () => {
  it('holds a member’s render while the session is read, and while that member’s row is', () => {
    expect(awaitsRenderedMember('u-ann', { status: 'loading', session: null, profile: null })).toBe(true);
    expect(awaitsRenderedMember('u-ann', { status: 'signedIn', session: session('u-ann'), profile: null })).toBe(true);
  });

  it('lets the live page draw once it can show the same, or must show something else', () => {
    const states: AuthState[] = [
      { status: 'signedIn', session: session('u-ann'), profile },
      { status: 'signedIn', session: session('u-ann'), profile: null, profileFailed: true },
      { status: 'signedIn', session: session('u-ben'), profile: null },
      { status: 'signedOut', session: null, profile: null },
    ];
    for (const state of states) expect(awaitsRenderedMember('u-ann', state), JSON.stringify(state)).toBe(false);
  });

  it('never holds a visitor’s render', () => {
    expect(awaitsRenderedMember(null, { status: 'loading', session: null, profile: null })).toBe(false);
  });
});
