import { toAppError, isNetworkError } from '@shared/messages/errors';
import { th } from '@shared/messages';
import { authText } from '../config/messages.ts';

/** GoTrue's codes (and, for older servers, messages) that deserve a Thai sentence. */
const KNOWN: { test: (code: string, message: string) => boolean; text: string }[] = [
  {
    test: (code, message) => code === 'invalid_credentials' || /invalid login credentials/i.test(message),
    text: authText.serverErrors.invalidCredentials,
  },
  {
    test: (code, message) => code === 'email_not_confirmed' || /email not confirmed/i.test(message),
    text: authText.serverErrors.emailNotConfirmed,
  },
  {
    test: (code) => code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit',
    text: authText.serverErrors.rateLimited,
  },
  {
    // An admin deactivated the account (users.status = 'inactive'); the server refuses the sign-in.
    test: (code) => code === 'user_banned',
    text: authText.serverErrors.accountDisabled,
  },
];

type WeakReason = keyof typeof authText.serverErrors.weakPasswordReasons;
const isWeakReason = (reason: unknown): reason is WeakReason =>
  typeof reason === 'string' && Object.hasOwn(authText.serverErrors.weakPasswordReasons, reason);

/**
 * GoTrue refused the new password (`weak_password`; supabase-js's AuthWeakPasswordError carries
 * `reasons`): the server is the authority, so its reasons are what the member reads, in Thai.
 * Unknown reasons are left out rather than shown in English.
 */
export function weakPasswordText(error: unknown): string | undefined {
  if (toAppError(error).code !== 'weak_password') return undefined;
  const raw = (error as { reasons?: unknown }).reasons;
  const reasons = Array.isArray(raw) ? raw.filter(isWeakReason) : [];
  const lead = authText.serverErrors.weakPassword;
  return reasons.length === 0 ? lead : `${lead}: ${reasons.map((r) => authText.serverErrors.weakPasswordReasons[r]).join(' · ')}`;
}

/**
 * The detail under a failure toast (spec §8: "the server message is shown if
 * present"). Known server messages are shown in Thai; anything else verbatim.
 * Returns undefined when the server said nothing useful.
 */
export function serverErrorDetail(error: unknown): string | undefined {
  if (isNetworkError(error)) return th.errors.network;
  const weak = weakPasswordText(error);
  if (weak) return weak;
  const { code, message } = toAppError(error);
  const known = KNOWN.find((k) => k.test(code, message));
  if (known) return known.text;
  return message === th.errors.unexpected ? undefined : message;
}

/** Spec §8: a taken e-mail, else the server message, else the generic sign-up failure. */
export function signUpErrorMessage(error: unknown): string {
  const { code, message } = toAppError(error);
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered/i.test(message)) {
    return th.auth.emailTaken;
  }
  return serverErrorDetail(error) ?? th.auth.registerError;
}
