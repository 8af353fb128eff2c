import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { mfaKeys } from './keys.ts';

/**
 * Challenges the factor and verifies the code in one go. On success supabase-js stores the aal2
 * session and emits MFA_CHALLENGE_VERIFIED, which the auth bus turns into a new auth state: the
 * admin guard re-renders from that, nothing else needs telling. GoTrue also signs out the user's
 * other aal1 sessions at this point.
 */
export async function verifyTotp(input: { factorId: string; code: string }): Promise<void> {
  assertOk(await getSupabase().auth.mfa.challengeAndVerify(input));
}

/**
 * `onVerified` runs at the hook level on purpose: the form unmounts as soon as the auth bus
 * publishes the aal2 session, and callbacks given to `mutate()` would then be dropped.
 */
export function useVerifyTotp({ onVerified }: { onVerified: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => {
      onVerified();
      void client.invalidateQueries({ queryKey: mfaKeys.factors() });
    },
  });
}
