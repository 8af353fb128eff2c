import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { authEvents$, getAuthState, resetAuthBusForTests, signOut, startAuthBus, startAuthBusSignedOut } from './auth-bus.ts';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** Just enough of an auth client for the bus: it calls back as the real one does. */
function fakeAuthClient() {
  let listener: Listener = () => {};
  return {
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { id: 'fake', callback, unsubscribe: () => {} } } };
    }),
    signOut: vi.fn(() => {
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
});
