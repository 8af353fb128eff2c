import { thaiErrorMessage, toAppError } from 'shared/errors';
import { adminTh } from '../../../config/messages.ts';

/** GoTrue's answers to a code that is wrong, too old, or its challenge gone: "try again with a fresh code". */
const RETRY_CODES = new Set(['mfa_verification_failed', 'mfa_challenge_expired', 'mfa_verification_rejected']);

/** A Thai sentence for a failed verify: a wrong code gets its own, anything else the site's usual one. */
export function codeErrorMessage(error: unknown): string {
  return RETRY_CODES.has(toAppError(error).code) ? adminTh.mfa.wrongCode : thaiErrorMessage(error);
}

/** Only six digits are sent; spaces an app shows between groups ("123 456") are dropped. */
export function normaliseCode(raw: string): string | null {
  const digits = raw.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
