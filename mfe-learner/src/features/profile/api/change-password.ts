import { useMutation } from '@tanstack/react-query';
import { toAppError } from '@shared/messages/errors';
import { getSupabase } from '@shared/platform/supabase';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/forms';

/** GoTrue's `weak_password.reasons` the form can say in Thai. */
export const WEAK_REASONS = ['length', 'characters', 'pwned'] as const;
export type WeakReason = (typeof WEAK_REASONS)[number];

export type PasswordChangeReason = 'wrong-current' | 'same-password' | 'weak' | 'needs-aal2' | 'rate-limited' | 'failed';

/** Why a password change failed, so the form can put the message on the right field. */
export class PasswordChangeError extends Error {
  constructor(
    readonly reason: PasswordChangeReason,
    cause?: unknown,
    readonly weakReasons: readonly WeakReason[] = [],
  ) {
    super(reason, { cause });
    this.name = 'PasswordChangeError';
  }
}

const isWeakReason = (r: unknown): r is WeakReason => WEAK_REASONS.some((known) => known === r);

/** Maps GoTrue's refusal (decision 0041's contract) to what the form shows. */
export function passwordChangeError(error: unknown): PasswordChangeError {
  const { code } = toAppError(error);
  const status = (error as { status?: unknown }).status;
  if (code === 'current_password_mismatch') return new PasswordChangeError('wrong-current', error);
  if (code === 'same_password') return new PasswordChangeError('same-password', error);
  if (code === 'insufficient_aal') return new PasswordChangeError('needs-aal2', error);
  if (code === 'over_request_rate_limit' || status === 429) return new PasswordChangeError('rate-limited', error);
  if (code === 'weak_password') {
    const raw = (error as { reasons?: unknown }).reasons;
    return new PasswordChangeError('weak', error, Array.isArray(raw) ? raw.filter(isWeakReason) : []);
  }
  return new PasswordChangeError('failed', error);
}

/**
 * Changes the password from the CURRENT session, with the current password as the server's proof
 * (`current_password`, decision 0041). Signing in again to check it would start a new aal1
 * session, and a member with an authenticator would then be refused with insufficient_aal.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const valid = changePasswordSchema.parse(input);
  const { error } = await getSupabase().auth.updateUser({ password: valid.newPassword, current_password: valid.currentPassword });
  if (error) throw passwordChangeError(error);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
