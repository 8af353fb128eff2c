import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { unwrap } from '@shared/db/answer';
import { teachingKeys } from './keys.ts';

/**
 * Whether the signed-in member is this course's instructor (public.is_instructor_of, decision
 * 0053): they open every lesson without enrolling, so the page offers them the lessons, not
 * "ลงทะเบียน". The database decides what opens; this only chooses what to show.
 */
async function teachesCourse(courseId: number): Promise<boolean> {
  return unwrap(await getSupabase().rpc('is_instructor_of', { p_course_id: courseId }));
}

export const teachingQueryOptions = (userId: string | null, courseId: number) =>
  queryOptions({
    queryKey: teachingKeys.course(userId, courseId),
    queryFn: () => teachesCourse(courseId),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });

export function useTeachesCourse(courseId: number): boolean {
  const userId = useSignedInUserId();
  return useQuery(teachingQueryOptions(userId, courseId)).data === true;
}
