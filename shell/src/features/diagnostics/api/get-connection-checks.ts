import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from 'shared/runtime-config';
import { getRestClient } from 'shared/supabase/rest';
import type { CheckResult } from './check-result.ts';
import { checkAuth, checkDatabase, checkEnvironment, checkTableAccess, type BackendSettings, type SessionReader } from './connection-checks.ts';
import { diagnosticsKeys } from './keys.ts';

/**
 * The page's auth client, for the auth check. The app has it from the start;
 * the landing page a visitor gets loads it only now (decision 0022).
 */
export type LoadSessionReader = () => Promise<SessionReader>;

/** The run-time config the client was built from; the page's start has already read it once. */
async function readBackendSettings(): Promise<BackendSettings | null> {
  try {
    return await loadRuntimeConfig();
  } catch {
    return null;
  }
}

export async function runConnectionChecks(loadAuth: LoadSessionReader): Promise<CheckResult[]> {
  const client = getRestClient();
  const [database, settings, auth, tableAccess] = await Promise.all([
    checkDatabase(client),
    readBackendSettings(),
    checkAuth(loadAuth),
    checkTableAccess(client),
  ]);
  return [database, checkEnvironment(settings), auth, tableAccess];
}

export const connectionChecksQueryOptions = (loadAuth: LoadSessionReader) =>
  queryOptions({
    queryKey: diagnosticsKeys.connection(),
    queryFn: () => runConnectionChecks(loadAuth),
    // A diagnostic must show the live answer: never serve a cached one, never retry silently.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useConnectionChecks({ enabled, loadAuth }: { enabled: boolean; loadAuth: LoadSessionReader }) {
  return useQuery({ ...connectionChecksQueryOptions(loadAuth), enabled });
}
