import { useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { completedLessonsQuery } from '@shared/db/lessons';

const NONE: ReadonlySet<number> = new Set();

/** The outline's ticks and where "continue" goes (the lesson page reads the same query, @shared/db/lessons). */
export function useCompletedLessons(courseId: number) {
  const query = useQuery(completedLessonsQuery(courseId, useSignedInUserId()));
  return { ...query, completed: query.data ?? NONE };
}
