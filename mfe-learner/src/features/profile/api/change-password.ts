import { useMutation } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { changePasswordSchema, type ChangePasswordInput } from 'shared/validation';

/** Why a password change failed, so the form can put the message on the right field. */
export class PasswordChangeError extends Error {
  constructor(readonly reason: 'wrong-current' | 'same-password' | 'failed', cause?: unknown) {
    super(reason, { cause });
    this.name = 'PasswordChangeError';
  }
}

/**
 * The spec's version never checked the current password; here it is checked by
 * signing in again with it (re-authentication), and only then is the password
 * changed through the auth API.
 */
export async function changePassword(email: string, input: ChangePasswordInput): Promise<void> {
  const valid = changePasswordSchema.parse(input);
  const address = z.email().parse(email);
  const auth = getSupabase().auth;
  const reauth = await auth.signInWithPassword({ email: address, password: valid.currentPassword });
  if (reauth.error) {
    const wrong = reauth.error.status === 400 || reauth.error.code === 'invalid_credentials';
    throw new PasswordChangeError(wrong ? 'wrong-current' : 'failed', reauth.error);
  }
  // local-supabase also wants the current password with the change (decision 0041).
  const { error } = await auth.updateUser({ password: valid.newPassword, current_password: valid.currentPassword });
  if (error) throw new PasswordChangeError(error.code === 'same_password' ? 'same-password' : 'failed', error);
}

export function useChangePassword(email: string) {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(email, input) });
}
