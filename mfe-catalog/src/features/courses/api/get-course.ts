import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { catalogRowSchema, courseIdSchema, type CatalogCourse } from '../../../lib/course-schemas.ts';
import { courseKeys } from './keys.ts';

/** One course with every detail column; null when it does not exist or is not visible to the caller. */
export async function getCourse(courseId: number): Promise<CatalogCourse | null> {
  const id = courseIdSchema.parse(courseId);
  const result = await getSupabase().from('course_catalog').select('*').eq('id', id).maybeSingle();
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return row === null ? null : catalogRowSchema.parse(row);
}

export const courseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: () => getCourse(courseId) });

export function useCourse(courseId: number) {
  return useQuery(courseQueryOptions(courseId));
}
