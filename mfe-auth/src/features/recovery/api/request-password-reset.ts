import { useMutation } from '@tanstack/react-query';
import { getSupabaseAuth } from '@shared/platform/supabase';
import type { LoginInput } from '@shared/schemas/forms';
import { loadFormSchemas } from '../../../lib/form-validation.ts';
import { RESET_PASSWORD_PATH, sameOriginUrl } from '../../../config/callback-url.ts';
import { assertOk } from '@shared/db/answer';

/** The recovery form's one field, with the sign-in form's rule (lib/form-schemas.ts). */
export type PasswordResetInput = Pick<LoginInput, 'email'>;

/**
 * Sends the recovery e-mail. The server answers the same whether or not the
 * address has an account, so the page never reveals who is a member.
 */
export async function requestPasswordReset(input: PasswordResetInput): Promise<void> {
  const { email } = (await loadFormSchemas()).passwordResetInputSchema.parse(input);
  assertOk(
    await (
      await getSupabaseAuth()
    ).resetPasswordForEmail(email, {
      redirectTo: sameOriginUrl(RESET_PASSWORD_PATH),
    }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
