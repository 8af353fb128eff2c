import { queryOptions } from '@tanstack/react-query';
import { curriculumKeys } from '../../query/cross-app-keys.ts';
import { getCompletedLessons, getCurriculum } from './curriculum.ts';

/** A course's curriculum, as the course page and the lesson page both read it (one key, one shape). */
export const curriculumQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: curriculumKeys.curriculum(courseId), queryFn: () => getCurriculum(courseId) });

/** The lessons of a course the signed-in learner has completed; nothing to ask for a visitor. */
export const completedLessonsQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({
    queryKey: curriculumKeys.completed(courseId, userId),
    queryFn: () => getCompletedLessons(courseId),
    enabled: userId !== null,
  });
