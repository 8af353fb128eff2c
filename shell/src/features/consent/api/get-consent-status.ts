import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRestClient } from '@shared/db/rest';
import { readConsentStatus, type ConsentStatus } from './consent-status-schema.ts';
import { consentKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

export async function getConsentStatus(): Promise<ConsentStatus> {
  // The REST client is untyped (no generated schema): the answer is parsed below.
  const data = unwrap(await getRestClient().rpc('my_consent_status'));
  return readConsentStatus(data);
}

/**
 * One small call per member and session: a new policy version is rare, so the answer is kept
 * (staleTime Infinity) until the page is reloaded or another member signs in.
 */
export const consentStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: consentKeys.status(userId), queryFn: getConsentStatus, staleTime: Infinity, gcTime: Infinity, retry: 1 });

export function useConsentStatus(userId: string | null) {
  return useQuery({ ...consentStatusQueryOptions(userId ?? ''), enabled: userId !== null });
}
