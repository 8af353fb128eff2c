import { useQuery } from '@tanstack/react-query';
import { curriculumQuery } from '@shared/db/lessons';

/** The course page's outline: its modules and lessons (the lesson page reads the same query, @shared/db/lessons). */
export function useCurriculum(courseId: number) {
  return useQuery(curriculumQuery(courseId));
}
