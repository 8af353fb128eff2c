import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { mfaKeys } from './keys.ts';

export interface TotpFactor {
  id: string;
  friendlyName: string;
  createdAt: string;
}

/** The signed-in admin's verified TOTP factors (GET /user; unverified enrolments are left out). */
export async function getTotpFactors(): Promise<TotpFactor[]> {
  return unwrap(await getSupabase().auth.mfa.listFactors()).totp.map((f) => ({
    id: f.id,
    friendlyName: f.friendly_name ?? '',
    createdAt: f.created_at,
  }));
}

export const totpFactorsQueryOptions = () => queryOptions({ queryKey: mfaKeys.factors(), queryFn: getTotpFactors });

export function useTotpFactors() {
  return useQuery(totpFactorsQueryOptions());
}
