import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authUserId$, recheckSession } from '../auth/auth-bus.ts';
import { isRefusal } from '../auth/refusal.ts';
import { isBackendTimeout } from '../supabase/request-timeout.ts';

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
 */
function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && ((code.startsWith('PGRST') && !code.startsWith('PGRST0')) || code === '42501' || code === '23505');
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
