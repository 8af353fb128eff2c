import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { loginSchema } from '@shared/platform/validation';
import { RESET_PASSWORD_PATH, sameOriginUrl } from '../../../config/callback-url.ts';
import { assertOk } from '@shared/db/answer';

export const passwordResetInputSchema = loginSchema.pick({ email: true });
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/**
 * Sends the recovery e-mail. The server answers the same whether or not the
 * address has an account, so the page never reveals who is a member.
 */
export async function requestPasswordReset(input: PasswordResetInput): Promise<void> {
  const { email } = passwordResetInputSchema.parse(input);
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
