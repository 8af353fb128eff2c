import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import {
  authUserId$,
  getAuthState,
  resetAuthBusForTests,
  retryProfileRead,
  setProfileRetrySleepForTests,
  startAuthBus,
} from './auth-bus.ts';
import { bindQueryCacheToAuth, queryClient } from '../query/query-client.ts';
import type { Profile } from './types.ts';

const fetchProfile = vi.hoisted(() => vi.fn<(id: string) => Promise<Profile | null>>());
vi.mock('./profile.ts', () => ({ fetchProfile }));

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
const session = { user: { id: '00000000-0000-4000-8000-000000000b01' }, access_token: 'a', refresh_token: 'r' } as Session;
const profile = { id: session.user.id, name: 'สมหญิง', role: 'user', status: 'active' } as Profile;
const unavailable = { code: 'PGRST000', message: 'Service Unavailable' };

function signIn() {
  let listener: Listener = () => {};
  const client = {
    refreshSession: vi.fn(() => Promise.resolve({ data: { session: null, user: null }, error: null })),
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { id: 'fake', callback, unsubscribe: () => {} } } };
    }),
    signOut: vi.fn(() => Promise.resolve({ error: null })),
    emit: (event: AuthChangeEvent, next: Session | null) => listener(event, next),
  };
  startAuthBus(client);
  listener('SIGNED_IN', session);
  return client;
}

const waits: number[] = [];
setProfileRetrySleepForTests((ms) => {
  waits.push(ms);
  return Promise.resolve();
});

afterEach(() => {
  resetAuthBusForTests();
  fetchProfile.mockReset();
  waits.length = 0;
});

describe('reading the users row', () => {
  it('reads it once when the client announces a restored session twice (SIGNED_IN, then INITIAL_SESSION)', async () => {
    let answer: (row: Profile) => void = () => undefined;
    fetchProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const client = signIn();
    client.emit('INITIAL_SESSION', session);
    await vi.waitFor(() => expect(fetchProfile).toHaveBeenCalled());
    answer(profile);
    await vi.waitFor(() => expect(getAuthState()).toEqual({ status: 'signedIn', session, profile }));
    expect(fetchProfile).toHaveBeenCalledOnce();
  });

  it('reads it again for a new token (a refresh), as it may have changed', async () => {
    fetchProfile.mockResolvedValue(profile);
    const client = signIn();
    await vi.waitFor(() => expect(getAuthState().profile).toEqual(profile));
    client.emit('TOKEN_REFRESHED', { ...session, access_token: 'b' });
    await vi.waitFor(() => expect(fetchProfile).toHaveBeenCalledTimes(2));
  });

  it('retries a failing read twice (1 s, 2 s), then says it failed instead of loading forever', async () => {
    fetchProfile.mockRejectedValue(unavailable);
    signIn();
    await vi.waitFor(() => expect(getAuthState().profileFailed).toBe(true));
    expect(fetchProfile).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
    expect(getAuthState()).toMatchObject({ status: 'signedIn', profile: null });
  });

  it('reads again on retry and clears the failure', async () => {
    fetchProfile.mockRejectedValue(unavailable);
    signIn();
    await vi.waitFor(() => expect(getAuthState().profileFailed).toBe(true));
    fetchProfile.mockResolvedValue(profile);
    await retryProfileRead();
    expect(getAuthState()).toEqual({ status: 'signedIn', session, profile });
  });

  it('does not retry a refusal, and rechecks the session', async () => {
    fetchProfile.mockRejectedValue({ code: '42501', message: 'permission denied' });
    const client = signIn();
    await vi.waitFor(() => expect(getAuthState().profileFailed).toBe(true));
    expect(fetchProfile).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(client.refreshSession).toHaveBeenCalledOnce());
  });

  it('does not retry a read the hung backend never answered, and marks the row unreachable', async () => {
    fetchProfile.mockRejectedValue({ code: '', message: 'BackendTimeoutError: the backend did not answer within 4000 ms' });
    signIn();
    await vi.waitFor(() => expect(getAuthState().profileFailed).toBe(true));
    expect(fetchProfile).toHaveBeenCalledOnce();
    expect(getAuthState().profileUnreachable).toBe(true);
  });

  it('does not call a server error unreachable: the backend answered', async () => {
    fetchProfile.mockRejectedValue(unavailable);
    signIn();
    await vi.waitFor(() => expect(getAuthState().profileFailed).toBe(true));
    expect(getAuthState().profileUnreachable).toBeUndefined();
  });
});

describe('the viewer the query cache follows (authUserId$)', () => {
  it('says nothing while the session is read, then the member, so the first answer is not a change of viewer', async () => {
    fetchProfile.mockResolvedValue(profile);
    const ids: (string | null)[] = [];
    const subscription = authUserId$.subscribe((id) => ids.push(id));
    expect(ids).toEqual([]);
    signIn();
    await vi.waitFor(() => expect(getAuthState().profile).not.toBeNull());
    expect(ids).toEqual([session.user.id]);
    subscription.unsubscribe();
  });

  it('keeps what the page arrived with when the first answer is a member, and drops it when the member changes', async () => {
    fetchProfile.mockResolvedValue(profile);
    bindQueryCacheToAuth();
    queryClient.setQueryData(['landing-courses'], 'rendered by the server');
    const client = signIn();
    await vi.waitFor(() => expect(getAuthState().profile).not.toBeNull());
    expect(queryClient.getQueryData(['landing-courses'])).toBe('rendered by the server');
    client.emit('SIGNED_OUT', null);
    await vi.waitFor(() => expect(getAuthState().status).toBe('signedOut'));
    expect(queryClient.getQueryData(['landing-courses'])).toBeUndefined();
  });
});
