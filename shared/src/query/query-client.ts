import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authUserId$, recheckSession } from '../auth/auth-bus.ts';

/**
 * The database refused the caller (RLS, an inactive member, a token it no longer takes): the
 * member may have been suspended or deleted while this tab was open, so the session is rechecked.
 */
function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '42501' || code === 'PGRST301' || code === 'PGRST303' || message === 'member_inactive';
}

const onError = (error: unknown) => {
  if (isRefusal(error)) void recheckSession();
};

/**
 * The one TanStack Query client. The spec's cache numbers (§9: gc after
 * 5 minutes, 3 retries doubling from 1 s up to 30 s) are TanStack's defaults;
 * they are spelled out so a reader does not have to know that.
 */
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
      retry: (failureCount, error) => failureCount < 3 && !isClientError(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always' },
  },
});

/** A 4xx from PostgREST (RLS, not found, bad input) will not get better by retrying. */
function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('PGRST') || code === '42501' || code === '23505');
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
