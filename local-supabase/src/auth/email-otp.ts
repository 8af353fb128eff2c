import { createHash, randomInt } from 'node:crypto';
import { gotrueError } from '../http/api-error.ts';

/**
 * GoTrue's e-mail OTP scheme (crypto.GenerateOtp / GenerateTokenHash): a random
 * numeric code is mailed, and the user row keeps sha224(email + code) as hex.
 * That hash is also the `token` of the e-mailed /verify link and what
 * generate_link returns as `hashed_token`, so a link, a code with its e-mail
 * and a token_hash all name the same token. PKCE flows store it with a
 * `pkce_` prefix, which is how /verify knows to answer with a code.
 */
export function generateOtp(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export const tokenHash = (email: string, otp: string): string => createHash('sha224').update(`${email}${otp}`).digest('hex');

export const PKCE_PREFIX = 'pkce_';

export const withFlowPrefix = (hash: string, pkce: boolean): string => (pkce ? `${PKCE_PREFIX}${hash}` : hash);

/** A stored token matches a code's hash with or without the PKCE prefix (GoTrue's isOtpValid). */
export const matchesStored = (hash: string, stored: string | null): boolean =>
  stored !== null && stored !== '' && (stored === hash || stored === `${PKCE_PREFIX}${hash}`);

/**
 * GoTrue's validateSentWithinFrequencyLimit: one e-mail of a kind per user per
 * GOTRUE_SMTP_MAX_FREQUENCY, counted from the column's *_sent_at (epoch ms).
 */
export function assertSendAllowed(sentAtMs: number | null, maxFrequencyMs: number): void {
  if (sentAtMs === null || maxFrequencyMs <= 0) return;
  const left = sentAtMs + maxFrequencyMs - Date.now();
  if (left > 0) {
    // Go's Duration / time.Second truncates.
    const seconds = Math.trunc(left / 1000);
    throw gotrueError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
  }
}
