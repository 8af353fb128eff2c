import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurriculum } from '@shared/db/lessons';
import { curriculumKeys } from '@shared/platform/query/cross-app-keys';

/** Under the key both remotes use (@shared/platform/query/cross-app-keys), so either page's read serves the other. */
export const curriculumQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: curriculumKeys.curriculum(courseId), queryFn: () => getCurriculum(courseId) });

/** The lesson page's way through the course: its modules and lessons (the course page reads the same, @shared/db/lessons). */
export function useCurriculum(courseId: number) {
  return useQuery(curriculumQueryOptions(courseId));
}
