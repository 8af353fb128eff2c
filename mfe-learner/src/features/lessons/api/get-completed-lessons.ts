import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@shared/platform/auth/react';
import { getCompletedLessons } from '@shared/db/lessons';
import { curriculumKeys } from '@shared/platform/query/cross-app-keys';

/** Under the key both remotes use (@shared/platform/query/cross-app-keys): completing a lesson on one page refreshes the other's. */
export const completedLessonsQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({
    queryKey: curriculumKeys.completed(courseId, userId),
    queryFn: () => getCompletedLessons(courseId),
    enabled: userId !== null,
  });

const NONE: ReadonlySet<number> = new Set();

/** The ticks beside the lessons and whether this one is done: the lessons of a course the signed-in learner has completed. */
export function useCompletedLessons(courseId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const query = useQuery(completedLessonsQueryOptions(courseId, userId));
  return { ...query, completed: query.data ?? NONE };
}
