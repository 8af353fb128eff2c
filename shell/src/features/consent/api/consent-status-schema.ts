import { readNumberOrNull, readOneOf, readRecord, readTextOrNull } from '@shared/db/json-answer';

const CONSENT_STATES = ['current', 'outdated', 'none'] as const;

/** The answer of my_consent_status() and record_consent() (docs/data-model.md). */
export interface ConsentStatus {
  status: (typeof CONSENT_STATES)[number];
  terms_version: number | null;
  privacy_version: number | null;
  deletion_cancelled_at: string | null;
}

/**
 * Both functions answer `Json`: read field by field. By hand, not zod: the shell's first chunk holds this check,
 * and zod came with every page for it (decision 0077).
 */
export function readConsentStatus(answer: unknown, what = 'my_consent_status'): ConsentStatus {
  const consent = readRecord(answer, what);
  return {
    status: readOneOf(consent, 'status', CONSENT_STATES, what),
    terms_version: readNumberOrNull(consent, 'terms_version', what),
    privacy_version: readNumberOrNull(consent, 'privacy_version', what),
    deletion_cancelled_at: readTextOrNull(consent, 'deletion_cancelled_at', what),
  };
}
