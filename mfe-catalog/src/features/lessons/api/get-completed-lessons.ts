import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from '@shared/db/answer';
import { lessonKeys } from './keys.ts';

/** Ids of the lessons of a course the signed-in learner has completed (RLS: own rows only). */
export async function getCompletedLessons(courseId: number): Promise<Set<number>> {
  const id = courseIdSchema.parse(courseId);
  const rows = unwrap(await getSupabase().from('lesson_progress').select('lesson_id').eq('course_id', id));
  return new Set(rows.map((r) => r.lesson_id));
}

export const completedLessonsQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({
    queryKey: lessonKeys.completed(courseId, userId),
    queryFn: () => getCompletedLessons(courseId),
    enabled: userId !== null,
  });

const NONE: ReadonlySet<number> = new Set();

export function useCompletedLessons(courseId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const query = useQuery(completedLessonsQueryOptions(courseId, userId));
  return { ...query, completed: query.data ?? NONE };
}
