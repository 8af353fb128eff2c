import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { toCatalogCourse, type CatalogCourse } from '../../../lib/catalog-course.ts';
import { courseKeys } from './keys.ts';

/** One course with every detail column; null when it does not exist or is not visible to the caller. */
export async function getCourse(courseId: number): Promise<CatalogCourse | null> {
  const id = courseIdSchema.parse(courseId);
  const { data, error } = await getSupabase().from('course_catalog').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data === null ? null : toCatalogCourse(data);
}

export const courseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: () => getCourse(courseId) });

export function useCourse(courseId: number) {
  return useQuery(courseQueryOptions(courseId));
}
