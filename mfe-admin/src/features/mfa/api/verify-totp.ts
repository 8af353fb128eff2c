import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared/supabase';
import { mfaKeys } from './keys.ts';

/**
 * Challenges the factor and verifies the code in one go. On success supabase-js stores the aal2
 * session and emits MFA_CHALLENGE_VERIFIED, which the auth bus turns into a new auth state: the
 * admin guard re-renders from that, nothing else needs telling. GoTrue also signs out the user's
 * other aal1 sessions at this point.
 */
export async function verifyTotp(input: { factorId: string; code: string }): Promise<void> {
  const { error } = await getSupabase().auth.mfa.challengeAndVerify(input);
  if (error) throw error;
}

export function useVerifyTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => void client.invalidateQueries({ queryKey: mfaKeys.factors() }),
  });
}
