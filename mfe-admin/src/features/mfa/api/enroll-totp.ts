import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk, unwrap } from '@shared/db/answer';
import { mfaKeys } from './keys.ts';

export interface TotpEnrolment {
  factorId: string;
  /** A data: URI of the QR code's SVG, ready for an <img>. */
  qrCode: string;
  /** The base32 secret, for typing into the app when the camera cannot scan. */
  secret: string;
}

/**
 * Starts a TOTP enrolment. Unverified factors of an earlier, abandoned attempt are removed first
 * (allowed at aal1), so reloading the page gives a fresh QR instead of piling up factors.
 */
export async function enrollTotp(): Promise<TotpEnrolment> {
  const auth = getSupabase().auth;
  const listed = unwrap(await auth.mfa.listFactors());
  for (const stale of listed.all.filter((f) => f.factor_type === 'totp' && f.status === 'unverified')) {
    assertOk(await auth.mfa.unenroll({ factorId: stale.id }));
  }
  const data = unwrap(await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'RianCode Admin', issuer: 'RianCode' }));
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * One enrolment per visit of the screen. A query (not an effect) so a re-render or React's
 * double-mount in development does not enrol twice; never refetched behind the admin's back,
 * because a new enrolment would invalidate the QR they are scanning.
 */
export const totpEnrolmentQuery = (userId: string) =>
  queryOptions({
    queryKey: mfaKeys.enrolment(userId),
    queryFn: enrollTotp,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useTotpEnrolment(userId: string) {
  return useQuery(totpEnrolmentQuery(userId));
}
