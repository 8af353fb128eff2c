import { useEffect, useState } from 'react';
import { getAuthState, retryProfileRead, subscribeAuthState } from '@shared/platform/auth';
import { isNetworkError } from '@shared/messages/errors';
import { queryClient } from '@shared/platform/query';
import { loadRuntimeConfig } from '@shared/platform/runtime-config';

/** How often the backend is asked whether it is back, while it is not. */
export const PROBE_INTERVAL_MS = 2_000;
/** A probe of a hung backend (it accepts the connection, never answers) gives up this soon, so probes do not pile up. */
const PROBE_TIMEOUT_MS = 2_000;

/** Whether the backend answers: its auth service's health endpoint, with the site's public key. */
async function backendAnswers(): Promise<boolean> {
  try {
    const { supabaseUrl, supabaseAnonKey } = await loadRuntimeConfig();
    const response = await fetch(new URL('/auth/v1/health', supabaseUrl), {
      cache: 'no-store',
      headers: { apikey: supabaseAnonKey },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * True from the moment a query fails because the backend cannot be reached
 * (it is restarting, or the network is gone) until the backend answers
 * again; then every query on screen is fetched again, so the page recovers
 * without a reload. Any app's query counts: the query client is one for the
 * whole site. So does the auth bus's read of the member's users row, which is
 * no query: /dashboard waits on it, and a hung backend made it fail first.
 */
export function useBackendReconnecting(probeIntervalMs = PROBE_INTERVAL_MS): boolean {
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action } = event;
        if ((action.type === 'failed' || action.type === 'error') && isNetworkError(action.error)) setReconnecting(true);
      }),
    [],
  );

  useEffect(
    () =>
      subscribeAuthState((state) => {
        if (state.profileUnreachable) setReconnecting(true);
      }),
    [],
  );

  useEffect(() => {
    if (!reconnecting) return;
    let stopped = false;
    const timer = setInterval(() => {
      void backendAnswers().then((back) => {
        if (!back || stopped) return;
        stopped = true; // one recovery, however many probes were in flight
        setReconnecting(false);
        void queryClient.refetchQueries({ type: 'active' });
        if (getAuthState().profileUnreachable) void retryProfileRead();
      });
    }, probeIntervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [reconnecting, probeIntervalMs]);

  return reconnecting;
}
