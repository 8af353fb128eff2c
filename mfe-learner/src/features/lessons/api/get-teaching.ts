import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { unwrap } from '@shared/db/answer';

/**
 * Whether the signed-in member teaches this course (public.is_instructor_of, decision 0053): they open every
 * lesson without enrolling. The database decides what opens; this only chooses which lessons look open.
 */
export const teachingQueryOptions = (userId: string | null, courseId: number) =>
  queryOptions({
    queryKey: ['teaching', userId, courseId] as const,
    queryFn: async () => unwrap(await getSupabase().rpc('is_instructor_of', { p_course_id: courseId })),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });

export function useTeachesCourse(courseId: number): boolean {
  const userId = useSignedInUserId();
  return useQuery(teachingQueryOptions(userId, courseId)).data === true;
}
