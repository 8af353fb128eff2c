import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { certificateCodeSchema } from '../lib/certificate-code.ts';
import { certificateKeys } from './keys.ts';

const verifiedSchema = z.object({
  code: z.string(),
  // null: the learner deleted their account and did not keep their name (decision 0027).
  learner_name: z.string().nullable(),
  course_title: z.string(),
  course_id: z.number(),
  issued_at: z.string(),
});

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
  const { data, error } = await getSupabase().rpc('verify_certificate', { p_code }).maybeSingle();
  if (error) throw error;
  if (data === null) return null;
  const row = verifiedSchema.parse(data);
  return {
    code: row.code,
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
