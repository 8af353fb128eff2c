import { describe, expect, it } from 'vitest';
import { QUERY_RETRIES, queryClient, queryRetryDelay } from './query-client.ts';
import { BackendTimeoutError } from '@shared/db/request-timeout';

/** What postgrest-js rejects with: an Error carrying PostgREST's code. */
const restError = (code: string) => Object.assign(new Error('refused'), { code });

describe('the shared query client', () => {
  it('gives up on a failing read within 10 s: the waits between tries stay well under it', () => {
    const waits = Array.from({ length: QUERY_RETRIES }, (_, attempt) => queryRetryDelay(attempt));
    expect(waits).toEqual([1000, 2000]);
    // Three requests and the waits: even at 2 s a request, the page shows its error before 10 s.
    expect(waits.reduce((a, b) => a + b, 0) + (QUERY_RETRIES + 1) * 2000).toBeLessThanOrEqual(10_000);
  });

  it('retries a server or network failure but never a refusal or a bad request', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is not a function');
    expect(retry(0, restError('PGRST000'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, restError('42501'))).toBe(false);
    expect(retry(0, restError('PGRST116'))).toBe(false);
    // A function's refusal (a bad unsubscribe link: token_invalid), bad input, a constraint:
    // PostgREST answers 4xx and asking again gets the same answer, only seconds later.
    expect(retry(0, restError('P0001'))).toBe(false);
    expect(retry(0, restError('22P02'))).toBe(false);
    expect(retry(0, restError('23514'))).toBe(false);
    expect(retry(0, restError('42883'))).toBe(false);
    // A serialization failure or a busy database (PostgREST's 5xx) may pass on a second try.
    expect(retry(0, restError('40001'))).toBe(true);
    expect(retry(0, restError('53300'))).toBe(true);
  });

  it('does not retry a read a hung backend never answered: the member would only wait again', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is not a function');
    expect(retry(0, new BackendTimeoutError(4_000))).toBe(false);
    // postgrest-js wraps the rejected fetch in its own error object.
    expect(retry(0, Object.assign(new Error('BackendTimeoutError: the backend did not answer within 4000 ms'), { code: '' }))).toBe(false);
  });
});
