import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from 'shared/query';
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
    if (url.endsWith('/auth/v1/health')) {
      if (backend.up) return Promise.resolve(Response.json({ name: 'GoTrue' }));
      return backend.hung ? hang(init) : Promise.reject(new TypeError('Failed to fetch'));
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
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
    // What postgrest-js returns when the site's fetch gave up on a hung backend (shared/supabase/request-timeout).
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

  it('ignores failures that are not about reaching the server', async () => {
    stubFetch({ up: true });
    render(<ReconnectingNotice probeIntervalMs={20} />);
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: ['refused'], queryFn: () => Promise.reject(Object.assign(new Error('permission denied'), { code: '42501' })), retry: false });
    await act(() => query.fetch().catch(() => undefined));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
