import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '@shared/platform/runtime-config';
import { getRestClient } from '@shared/db/rest';
import type { CheckResult } from './check-result.ts';
import { checkAuth, checkDatabase, checkEnvironment, checkTableAccess, type BackendSettings } from './connection-checks.ts';
import { diagnosticsKeys } from './keys.ts';

/** The run-time config the client was built from; the page's start has already read it once. */
async function readBackendSettings(): Promise<BackendSettings | null> {
  try {
    return await loadRuntimeConfig();
  } catch {
    return null;
  }
}

export async function runConnectionChecks(): Promise<CheckResult[]> {
  const client = getRestClient();
  const settingsRead = readBackendSettings();
  const [database, settings, auth, tableAccess] = await Promise.all([
    checkDatabase(client),
    settingsRead,
    settingsRead.then((read) => checkAuth(read)),
    checkTableAccess(client),
  ]);
  return [database, checkEnvironment(settings), auth, tableAccess];
}

export const connectionChecksQueryOptions = () =>
  queryOptions({
    queryKey: diagnosticsKeys.connection(),
    queryFn: runConnectionChecks,
    // A diagnostic must show the live answer: never serve a cached one, never retry silently.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useConnectionChecks({ enabled }: { enabled: boolean }) {
  return useQuery({ ...connectionChecksQueryOptions(), enabled });
}
