import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthApiError } from '@supabase/auth-js';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import {
  authEvents$,
  getAuthState,
  recheckSession,
  resetAuthBusForTests,
  sessionEnds$,
  signOut,
  startAuthBus,
  startAuthBusSignedOut,
} from './auth-bus.ts';
import { sessionFromCookieHeader } from '../session-cookie/session-cookie.ts';
import { mirrorSessionCookie } from '../session-cookie/mirror-session-cookie.ts';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** Just enough of an auth client for the bus: it calls back as the real one does. */
function fakeAuthClient(refreshError: { status?: number; code?: string } | null = null) {
  let listener: Listener = () => {};
  return {
    refreshSession: vi.fn(() =>
      Promise.resolve(
        refreshError
          ? { data: { session: null, user: null }, error: new AuthApiError('refused', refreshError.status ?? 0, refreshError.code) }
          : { data: { session: null, user: null }, error: null },
      ),
    ),
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { id: 'fake', callback, unsubscribe: () => {} } } };
    }),
    signOut: vi.fn((_options?: { scope?: 'local' | 'global' | 'others' }) => {
      listener('SIGNED_OUT', null);
      return Promise.resolve({ error: null });
    }),
    emit: (event: AuthChangeEvent, session: Session | null) => listener(event, session),
  };
}

afterEach(() => resetAuthBusForTests());

describe('the auth bus', () => {
  it('listens to the auth client it is handed, and signs out through it', async () => {
    const client = fakeAuthClient();
    const events: string[] = [];
    const subscription = authEvents$.subscribe((e) => events.push(e.event));
    startAuthBus(client);
    client.emit('INITIAL_SESSION', null);
    await vi.waitFor(() => expect(getAuthState().status).toBe('signedOut'));
    expect(await signOut()).toEqual({ error: null });
    expect(client.signOut).toHaveBeenCalledOnce();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    subscription.unsubscribe();
  });

  it('"ออกจากระบบ" ends only this device\'s session; every device only when asked', async () => {
    const client = fakeAuthClient();
    startAuthBus(client);
    await signOut();
    expect(client.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
    await signOut('global');
    expect(client.signOut).toHaveBeenLastCalledWith({ scope: 'global' });
  });

  it('settles a page without an auth client as signed out at once, where signing out is an error, not a crash', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    expect(getAuthState().status).toBe('loading');
    startAuthBusSignedOut();
    expect(getAuthState()).toEqual({ status: 'signedOut', session: null, profile: null });
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    const { error } = await signOut();
    expect(error?.message).toMatch(/nobody is signed in/);
  });

  it('still starts listening when that page later loads the auth client', () => {
    startAuthBusSignedOut();
    const client = fakeAuthClient();
    startAuthBus(client);
    expect(client.onAuthStateChange).toHaveBeenCalledOnce();
  });

  describe('recheckSession, after the database refuses a signed-in member', () => {
    const session = { user: { id: '00000000-0000-4000-8000-000000000b01' }, access_token: 'a', refresh_token: 'r' } as Session;

    async function signedIn(client: ReturnType<typeof fakeAuthClient>) {
      startAuthBus(client);
      client.emit('SIGNED_IN', session);
      await vi.waitFor(() => expect(getAuthState().status).toBe('signedIn'));
    }

    it('signs a suspended member out and says why', async () => {
      const client = fakeAuthClient({ status: 400, code: 'user_banned' });
      const reasons: string[] = [];
      const subscription = sessionEnds$.subscribe((r) => reasons.push(r));
      await signedIn(client);
      expect(await recheckSession()).toBe(false);
      expect(client.signOut).toHaveBeenCalledWith({ scope: 'local' });
      await vi.waitFor(() => expect(getAuthState().status).toBe('signedOut'));
      expect(reasons).toEqual(['suspended']);
      subscription.unsubscribe();
    });

    it('says the session ended when the member is gone', async () => {
      const client = fakeAuthClient({ status: 400, code: 'refresh_token_not_found' });
      const reasons: string[] = [];
      const subscription = sessionEnds$.subscribe((r) => reasons.push(r));
      await signedIn(client);
      expect(await recheckSession()).toBe(false);
      expect(reasons).toEqual(['ended']);
      subscription.unsubscribe();
    });

    it('keeps the session when the auth service still accepts it, or cannot be reached', async () => {
      const accepted = fakeAuthClient();
      await signedIn(accepted);
      expect(await recheckSession()).toBe(true);
      expect(accepted.signOut).not.toHaveBeenCalled();
      resetAuthBusForTests();

      const offline = fakeAuthClient({ status: 0 });
      await signedIn(offline);
      expect(await recheckSession()).toBe(true);
      expect(offline.signOut).not.toHaveBeenCalled();
      expect(getAuthState().status).toBe('signedIn');
    });

    it('asks once for a burst of refusals, and not for a signed-out page', async () => {
      const client = fakeAuthClient();
      await signedIn(client);
      await Promise.all([recheckSession(1_000_000), recheckSession(1_000_000), recheckSession(1_000_500)]);
      await recheckSession(1_005_000);
      expect(client.refreshSession).toHaveBeenCalledOnce();
      await recheckSession(1_020_000);
      expect(client.refreshSession).toHaveBeenCalledTimes(2);
      resetAuthBusForTests();
      startAuthBusSignedOut();
      expect(await recheckSession()).toBe(false);
    });
  });

  it('mirrors the session into the cookie the site server reads: at sign-in and refresh, cleared at sign-out', async () => {
    const client = fakeAuthClient();
    startAuthBus(client, mirrorSessionCookie);
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const session = (token: string) => ({ access_token: token, expires_at: expiresAt, user: { id: 'u-1' } }) as Session;
    client.emit('SIGNED_IN', session('h.first.s'));
    expect(sessionFromCookieHeader(document.cookie)).toEqual({ access_token: 'h.first.s', expires_at: expiresAt });
    client.emit('TOKEN_REFRESHED', session('h.second.s'));
    expect(sessionFromCookieHeader(document.cookie)?.access_token).toBe('h.second.s');
    await signOut();
    expect(sessionFromCookieHeader(document.cookie)).toBeNull();
  });

  it('keeps going when the mirror cannot write (cookies disabled)', () => {
    const client = fakeAuthClient();
    startAuthBus(client, () => {
      throw new Error('cookies disabled');
    });
    const events: string[] = [];
    const subscription = authEvents$.subscribe((e) => events.push(e.event));
    client.emit('INITIAL_SESSION', null);
    expect(events).toEqual(['INITIAL_SESSION']);
    subscription.unsubscribe();
  });
});
