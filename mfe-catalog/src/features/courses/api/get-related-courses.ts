import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { toCatalogCourse, type CatalogCourse } from '../../../lib/catalog-course.ts';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from './keys.ts';

/** Up to four other courses of the same category or level (related_courses decides, in the database). */
export async function getRelatedCourses(courseId: number): Promise<CatalogCourse[]> {
  const id = courseIdSchema.parse(courseId);
  return unwrap(await getSupabase().rpc('related_courses', { p_course_id: id })).map(toCatalogCourse);
}

export const relatedCoursesQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: courseKeys.related(courseId), queryFn: () => getRelatedCourses(courseId) });

export function useRelatedCourses(courseId: number) {
  return useQuery(relatedCoursesQueryOptions(courseId));
}
