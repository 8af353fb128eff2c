import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import type { Database } from '@shared/db';

type VerifiedRow = Database['public']['Functions']['verify_certificate']['Returns'][number];
import { certificateCodeSchema } from '../lib/certificate-code.ts';
import { certificateKeys } from './keys.ts';

export interface VerifiedCertificate {
  code: string;
  /** null when the learner deleted their account without keeping their name on it. */
  learnerName: string | null;
  courseTitle: string;
  courseId: number;
  issuedAt: string;
}

/** Public check of a printed code (rpc verify_certificate, anyone may call it); null when unknown. */
export async function verifyCertificate(code: string): Promise<VerifiedCertificate | null> {
  const p_code = certificateCodeSchema.parse(code);
  const answer = await getSupabase().rpc('verify_certificate', { p_code }).maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toVerifiedCertificate(answer.data);
}

function toVerifiedCertificate(row: VerifiedRow): VerifiedCertificate {
  return {
    code: row.code,
    // The generated type says text; the function answers null for a learner who deleted their account
    // and did not keep their name (decision 0027), so the UI's type keeps the null.
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    courseId: row.course_id,
    issuedAt: row.issued_at,
  };
}

export const verifyCertificateQueryOptions = (code: string) =>
  queryOptions({ queryKey: certificateKeys.verify(code), queryFn: () => verifyCertificate(code) });

export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
