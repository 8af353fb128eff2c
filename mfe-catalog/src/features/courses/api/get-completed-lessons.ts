import { useQuery } from '@tanstack/react-query';
import { useAuth } from 'shared/auth/react';
import { completedLessonsQueryOptions } from 'shared/db/lessons';

const NONE: ReadonlySet<number> = new Set();

/** The outline's ticks and where "continue" goes: the lessons of a course the signed-in learner has completed. */
export function useCompletedLessons(courseId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const query = useQuery(completedLessonsQueryOptions(courseId, userId));
  return { ...query, completed: query.data ?? NONE };
}
