import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRestClient } from '@shared/db/rest';
import { readConsentStatus, type ConsentStatus } from './consent-status-schema.ts';
import { consentKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

export interface RecordConsentInput {
  terms: number;
  privacy: number;
  /** 'oauth' for a first arrival through Google, 'reconsent' after a new version. */
  method: 'oauth' | 'reconsent';
}

/** record_consent refuses (22023) versions that are not the current ones: never trusted from here. */
export async function recordConsent({ terms, privacy, method }: RecordConsentInput): Promise<ConsentStatus> {
  const data = unwrap(
    await getRestClient().rpc('record_consent', {
      p_terms_version: terms,
      p_privacy_version: privacy,
      p_method: method,
    }),
  );
  return readConsentStatus(data, 'record_consent');
}

export function useRecordConsent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: (status) => queryClient.setQueryData(consentKeys.status(userId), status),
  });
}
