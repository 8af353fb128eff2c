import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { assertOk } from '@shared/db/answer';
import { lessonKeys } from './keys.ts';

/** The signed-in learner's progress in one course, in whole percent; null when not enrolled in it. */
export async function getCourseProgress(courseId: number): Promise<number | null> {
  const answer = await getSupabase().from('my_course_progress').select('progress_percent').eq('course_id', courseId).maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : (answer.data.progress_percent ?? 0);
}

export const courseProgressQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({
    queryKey: lessonKeys.courseProgress(courseId, userId),
    queryFn: () => getCourseProgress(courseId),
    enabled: userId !== null,
  });

/** A visitor is enrolled nowhere, without a request; undecided while the session loads. */
export function useCourseProgress(courseId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const query = useQuery(courseProgressQueryOptions(courseId, userId));
  return {
    ...query,
    percent: userId === null ? null : (query.data ?? null),
    isPending: auth.status === 'loading' || (userId !== null && query.isPending),
  };
}
