import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authUserId$, recheckSession } from '../auth/auth-bus.ts';
import { isRefusal } from '../auth/refusal.ts';
import { isBackendTimeout } from '@shared/db/request-timeout';

const onError = (error: unknown) => {
  if (isRefusal(error)) void recheckSession();
};

/**
 * A failed read is retried twice, after 1 s and 2 s, so a page whose backend keeps failing shows
 * its Thai error with a retry button within 10 s (issue 18 item 7), even when it first waits for
 * the users row (the auth bus retries that read the same way). The spec's earlier 3 retries
 * doubling up to 30 s (§9) left /dashboard on placeholders for a minute.
 */
export const QUERY_RETRIES = 2;
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 2000);

/** The one TanStack Query client; gc after 5 minutes (spec §9). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // 'always': when the browser is offline a query FAILS (and the page shows
      // the Thai network error with a retry button) instead of pausing forever
      // behind a spinner, TanStack's default.
      networkMode: 'always',
      gcTime: 5 * 60 * 1000,
      staleTime: 30 * 1000,
      // A timed-out read is not retried: a hung backend would only make the member wait again.
      retry: (failureCount, error) => failureCount < QUERY_RETRIES && !isClientError(error) && !isBackendTimeout(error),
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always' },
  },
});

/**
 * A 4xx from PostgREST (RLS, not found, bad input) will not get better by retrying. PGRST0xx
 * are PostgREST's 503s (it cannot reach the database): those may, so they are retried.
 * The SQLSTATEs PostgREST answers with a 4xx are the database's own verdicts: a function's
 * `raise exception` (P0001, e.g. token_invalid on a bad unsubscribe link, which was asked six
 * times over 3.9 s before its message), bad data (22), constraints (23), permissions and
 * undefined objects (42), authorization (28, 0L, 0P). Serialization failures (40) stay retried.
 */
const CLIENT_ERROR_SQLSTATE = /^(P0001|22|23|42|28|0L|0P)/;

function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  if (code.startsWith('PGRST')) return !code.startsWith('PGRST0');
  return code.length === 5 && CLIENT_ERROR_SQLSTATE.test(code);
}

let bound = false;

/** Whenever the signed-in user changes, drop every cached answer: it was someone else's view. */
export function bindQueryCacheToAuth(): void {
  if (bound) return;
  bound = true;
  let previous: string | null | undefined;
  authUserId$.subscribe((id) => {
    if (previous !== undefined && previous !== id) queryClient.clear();
    previous = id;
  });
}
