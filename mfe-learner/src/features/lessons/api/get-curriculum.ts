import { useQuery } from '@tanstack/react-query';
import { curriculumQuery } from '@shared/db/lessons';

/** The lesson page's way through the course: its modules and lessons (the course page reads the same query, @shared/db/lessons). */
export function useCurriculum(courseId: number) {
  return useQuery(curriculumQuery(courseId));
}
