import { useMutation } from '@tanstack/react-query';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { newPasswordSchema, type NewPasswordInput } from '@shared/platform/validation';
import { assertOk } from '@shared/db/answer';

export { newPasswordSchema as updatePasswordInputSchema };

/** Sets the new password for the recovery session (PUT /auth/v1/user). */
export async function updatePassword(input: NewPasswordInput): Promise<void> {
  const { password } = newPasswordSchema.parse(input);
  assertOk(await (await getSupabaseAuth()).updateUser({ password }));
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
