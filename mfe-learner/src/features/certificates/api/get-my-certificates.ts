import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { certificateKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

export interface MyCertificate {
  id: number;
  courseId: number;
  code: string;
  issuedAt: string;
  courseTitle: string;
}

/** The caller's own certificates (RLS: a learner reads only their own), newest first. */
export async function getMyCertificates(userId: string): Promise<MyCertificate[]> {
  z.uuid().parse(userId);
  const data = unwrap(
    await getSupabase()
      .from('certificates')
      .select('id,course_id,code,issued_at,course:courses(title)')
      .eq('user_id', userId)
      .order('issued_at', { ascending: false }),
  );
  return data.map(toMyCertificate);
}

// course is embedded through certificates.course_id → courses; null if the course was unpublished since.
type CertificateRow = Pick<Tables<'certificates'>, 'id' | 'course_id' | 'code' | 'issued_at'> & { course: { title: string } | null };

function toMyCertificate(r: CertificateRow): MyCertificate {
  return { id: r.id, courseId: r.course_id, code: r.code, issuedAt: r.issued_at, courseTitle: r.course?.title ?? '' };
}

export const myCertificatesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: certificateKeys.mine(userId), queryFn: () => getMyCertificates(userId) });

export function useMyCertificates(userId: string) {
  return useQuery(myCertificatesQueryOptions(userId));
}
