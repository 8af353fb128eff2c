import { useMutation } from '@tanstack/react-query';
import { getSupabaseAuth } from '@shared/platform/supabase';
import type { NewPasswordInput } from '@shared/schemas/forms';
import { loadFormSchemas } from '../../../lib/form-validation.ts';
import { assertOk } from '@shared/db/answer';

/** Sets the new password for the recovery session (PUT /auth/v1/user). */
export async function updatePassword(input: NewPasswordInput): Promise<void> {
  const { password } = (await loadFormSchemas()).newPasswordSchema.parse(input);
  assertOk(await (await getSupabaseAuth()).updateUser({ password }));
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
