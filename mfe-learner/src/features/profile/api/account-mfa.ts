import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk, unwrap } from '@shared/db/answer';

/**
 * The verified TOTP factor that must be proven before an account change, or null when none is
 * needed. GoTrue refuses e-mail/password changes from an aal1 session once a factor is verified
 * (`insufficient_aal`, decision 0041); asking for the code first spares the member a failed
 * submit. The server still decides: this only chooses what to draw.
 */
export async function totpFactorToProve(): Promise<string | null> {
  const auth = getSupabase().auth;
  const level = unwrap(await auth.mfa.getAuthenticatorAssuranceLevel());
  if (level.currentLevel === 'aal2' || level.nextLevel !== 'aal2') return null;
  const factors = unwrap(await auth.mfa.listFactors());
  return factors.totp.find((f) => f.status === 'verified')?.id ?? null;
}

/** Challenges and verifies in one call; supabase-js then holds the aal2 session for the change. */
export async function proveTotp(input: { factorId: string; code: string }): Promise<void> {
  assertOk(await getSupabase().auth.mfa.challengeAndVerify(input));
}

export function useProveTotp() {
  return useMutation({ mutationFn: proveTotp });
}
