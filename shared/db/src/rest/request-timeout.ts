/**
 * How long any request to the backend may go unanswered. A backend that accepts connections but
 * never answers (hung, or half-restarted) otherwise leaves fetch pending for minutes and the page
 * on a spinner. Timeouts are not retried (@shared/platform/query, the auth bus), so a data page that first
 * waits for the users row and then its own read still shows its Thai error within 10 s.
 */
export const REQUEST_TIMEOUT_MS = 4_000;

/** The name the timeout error carries; @shared/messages/errors counts it as a network failure. */
export const BACKEND_TIMEOUT = 'BackendTimeoutError';

export class BackendTimeoutError extends Error {
  override readonly name = BACKEND_TIMEOUT;
  constructor(ms: number) {
    super(`${BACKEND_TIMEOUT}: the backend did not answer within ${ms} ms`);
  }
}

/** Whether a failure (or the message a client library wrapped it in) is this timeout. */
export function isBackendTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.includes(BACKEND_TIMEOUT);
}

/**
 * `fetch` that rejects with BackendTimeoutError when no response arrives within `ms`. The
 * caller's own signal (postgrest-js `abortSignal`) still aborts as before. Only the wait for the
 * response is bounded: a slow body download of an answer that has started is not cut off.
 */
export function withRequestTimeout(inner: typeof fetch, ms: number = REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const callerSignal = init?.signal ?? null;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forwardAbort();
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new BackendTimeoutError(ms);
        controller.abort(error);
        reject(error);
      }, ms);
    });
    const request = inner(input, { ...init, signal: controller.signal });
    return Promise.race([request, timedOut]).finally(() => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    });
  };
}
