import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@shared/platform/query';
import { getAuthState, resetAuthBusForTests, setProfileRetrySleepForTests, startAuthBus } from '@shared/platform/auth';
import { createRestClient, provideRestClient, resetRestClientForTests } from '@shared/db/rest';
import { ReconnectingNotice } from './reconnecting-notice.tsx';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `header.${'x'.repeat(60)}.signature` };

/** A request to a backend that accepts it and never answers: it ends only when aborted. */
function hang(init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
}

/**
 * The browser's fetch: /config.json, and the backend's health, which answers once `up` says so;
 * until then it is refused, or with `hung` it is never answered.
 */
function stubFetch(backend: { up: boolean; hung?: boolean }) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.endsWith('/config.json')) return Promise.resolve(Response.json(CONFIG));
    if (url.includes('/rest/v1/users')) {
      return backend.up
        ? Promise.resolve(Response.json({ id: MEMBER_ID, name: 'สมหญิง', role: 'user', status: 'active' }))
        : Promise.reject(new TypeError('Failed to fetch'));
    }
    if (url.endsWith('/auth/v1/health')) {
      if (backend.up) return Promise.resolve(Response.json({ name: 'GoTrue' }));
      return backend.hung ? hang(init) : Promise.reject(new TypeError('Failed to fetch'));
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const MEMBER_ID = '00000000-0000-4000-8000-000000000b02';

/** The auth bus with a signed-in member, whose users row it reads through the REST client. */
function signInMember() {
  provideRestClient(createRestClient(CONFIG.supabaseUrl, CONFIG.supabaseAnonKey));
  setProfileRetrySleepForTests(() => Promise.resolve());
  const client = {
    refreshSession: vi.fn(() => Promise.resolve({ data: { session: null, user: null }, error: null })),
    onAuthStateChange: vi.fn((callback: (event: AuthChangeEvent, session: Session | null) => void) => {
      const session = { user: { id: MEMBER_ID }, access_token: 'a', refresh_token: 'r' };
      callback('SIGNED_IN', session as Session);
      return { data: { subscription: { id: 'fake', callback, unsubscribe: () => {} } } };
    }),
    signOut: vi.fn(() => Promise.resolve({ error: null })),
  };
  startAuthBus(client);
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  resetAuthBusForTests();
  resetRestClientForTests();
});

describe('ReconnectingNotice', () => {
  it('says it is reconnecting while the backend is unreachable, then refetches the page’s queries once it answers', async () => {
    const backend = { up: false };
    stubFetch(backend);
    let calls = 0;
    const courses = vi.fn(() => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(['python'])));
    render(<ReconnectingNotice probeIntervalMs={20} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // A query on screen fails the way fetch fails when the server is down.
    const observer = new QueryObserver(queryClient, { queryKey: ['courses'], queryFn: courses, retry: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(await screen.findByText('กำลังเชื่อมต่อใหม่…')).toBeVisible();
    expect(courses).toHaveBeenCalledTimes(1);

    backend.up = true;
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['python']));
    expect(courses).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('treats a read that timed out on a hung backend as a lost connection, and recovers once the backend answers', async () => {
    const backend = { up: false, hung: true };
    stubFetch(backend);
    let calls = 0;
    // What postgrest-js returns when the site's fetch gave up on a hung backend (@shared/db/request-timeout).
    const timedOut = Object.assign(new Error('BackendTimeoutError: the backend did not answer within 4000 ms'), { code: '' });
    const courses = vi.fn(() => (++calls === 1 ? Promise.reject(timedOut) : Promise.resolve(['python'])));
    render(<ReconnectingNotice probeIntervalMs={20} />);
    const observer = new QueryObserver(queryClient, { queryKey: ['courses-hung'], queryFn: courses, retry: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(await screen.findByText('กำลังเชื่อมต่อใหม่…')).toBeVisible();

    // Probes of the hung backend stay unanswered; the one after it is back answers and recovers the page.
    backend.up = true;
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['python']));
    expect(courses).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reads the member’s users row again by itself once the backend answers, after it could not be reached', async () => {
    const backend = { up: false };
    stubFetch(backend);
    render(<ReconnectingNotice probeIntervalMs={20} />);
    signInMember();
    await waitFor(() => expect(getAuthState().profileUnreachable).toBe(true));
    expect(await screen.findByText('กำลังเชื่อมต่อใหม่…')).toBeVisible();

    backend.up = true;
    await waitFor(() => expect(getAuthState().profile?.name).toBe('สมหญิง'));
    expect(getAuthState().profileFailed).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('ignores failures that are not about reaching the server', async () => {
    stubFetch({ up: true });
    render(<ReconnectingNotice probeIntervalMs={20} />);
    const query = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['refused'],
      queryFn: () => Promise.reject(Object.assign(new Error('permission denied'), { code: '42501' })),
      retry: false,
    });
    await act(() => query.fetch().catch(() => undefined));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
