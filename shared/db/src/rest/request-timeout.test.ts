import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNetworkError, thaiErrorMessage } from '@shared/messages/errors';
import { th } from '@shared/messages';
import { createRestClient } from './rest-client.ts';
import { BackendTimeoutError, REQUEST_TIMEOUT_MS, isBackendTimeout, withRequestTimeout } from './request-timeout.ts';

/** A backend that accepts the request and never answers; it only ends when the request is aborted. */
function hungFetch() {
  const signals: AbortSignal[] = [];
  const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
  });
  return { fetchMock, signals };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('withRequestTimeout', () => {
  it('fails a request the backend never answers once the timeout passes, and aborts it', async () => {
    vi.useFakeTimers();
    const { fetchMock, signals } = hungFetch();
    const outcome = withRequestTimeout(fetchMock, 4_000)('http://127.0.0.1:54321/rest/v1/courses').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BackendTimeoutError);
    expect(isBackendTimeout(error)).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('passes an answer that comes in time through unchanged', async () => {
    vi.useFakeTimers();
    const answer = Response.json([{ id: 1 }]);
    const response = await withRequestTimeout(() => Promise.resolve(answer), 4_000)('http://127.0.0.1:54321/rest/v1/courses');
    expect(response).toBe(answer);
    // No timer is left behind to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still aborts when the caller aborts, with the caller’s reason', async () => {
    const { fetchMock } = hungFetch();
    const caller = new AbortController();
    const outcome = withRequestTimeout(fetchMock, 60_000)('http://127.0.0.1:54321/rest/v1/courses', { signal: caller.signal }).catch(
      (error: unknown) => error,
    );
    const reason = new DOMException('stop', 'AbortError');
    caller.abort(reason);
    expect(await outcome).toBe(reason);
  });
});

describe('the REST client against a hung backend', () => {
  it('returns a network-class error within REQUEST_TIMEOUT_MS instead of waiting forever', async () => {
    vi.useFakeTimers();
    const { fetchMock } = hungFetch();
    vi.stubGlobal('fetch', fetchMock);
    const rest = createRestClient('http://127.0.0.1:54321', 'anon.key.value');
    const pending = rest.from('courses').select('id');
    let settled = false;
    const result = Promise.resolve(pending).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { data, error } = await result;
    expect(data).toBeNull();
    expect(isBackendTimeout(error)).toBe(true);
    expect(isNetworkError(error)).toBe(true);
    expect(thaiErrorMessage(error)).toBe(th.errors.network);
  });
});
