import { getSupabase } from '@shared/platform/supabase';

/**
 * The verified TOTP factor that must be proven before an account change, or null when none is
 * needed. GoTrue refuses e-mail/password changes from an aal1 session once a factor is verified
 * (`insufficient_aal`, decision 0041); asking for the code first spares the member a failed
 * submit. The server still decides: this only chooses what to draw.
 */
export async function totpFactorToProve(): Promise<string | null> {
  const auth = getSupabase().auth;
  const level = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.error) throw level.error;
  if (level.data.currentLevel === 'aal2' || level.data.nextLevel !== 'aal2') return null;
  const factors = await auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  return factors.data.totp.find((f) => f.status === 'verified')?.id ?? null;
}

/** Challenges and verifies in one call; supabase-js then holds the aal2 session for the change. */
export async function proveTotp(input: { factorId: string; code: string }): Promise<void> {
  const { error } = await getSupabase().auth.mfa.challengeAndVerify(input);
  if (error) throw error;
}
