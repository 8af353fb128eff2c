import { useQuery } from '@tanstack/react-query';
import { curriculumQueryOptions } from 'shared/db/lessons';

/** The course page's outline: its modules and lessons (the lesson page reads the same, shared/db/lessons). */
export function useCurriculum(courseId: number) {
  return useQuery(curriculumQueryOptions(courseId));
}
