import { thaiErrorMessage, toAppError } from '@shared/messages/errors';
import { th } from '@shared/messages';

/**
 * GoTrue's answers to a code that is wrong, too old, or whose challenge is gone (or, for a locked factor,
 * refused for now): "try again with a fresh code".
 */
const RETRY_CODES = new Set(['mfa_verification_failed', 'mfa_challenge_expired', 'mfa_verification_rejected', 'invalid_credentials']);

/** Only six digits are sent; spaces an app shows between groups ("123 456") are dropped. */
export function normaliseTotpCode(raw: string): string | null {
  const digits = raw.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** What a code box does with what was typed: send these six digits, or show this Thai sentence and send nothing. */
export type TotpCodeCheck = { code: string; formatError?: undefined } | { code?: undefined; formatError: string };

/** The one check every TOTP form runs before it sends a code (mfe-admin's sign-in step, mfe-learner's settings step). */
export function checkTotpCode(raw: string): TotpCodeCheck {
  const code = normaliseTotpCode(raw);
  return code ? { code } : { formatError: th.totp.codeFormat };
}

/** A Thai sentence for a failed verify: a wrong code gets its own, anything else the site's usual one. */
export function totpErrorMessage(error: unknown): string {
  return RETRY_CODES.has(toAppError(error).code) ? th.totp.wrongCode : thaiErrorMessage(error);
}
