import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toCatalogCourse, type CatalogCourse } from '../../../lib/catalog-course.ts';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from './keys.ts';

const CARD_COLUMNS =
  'id,title,description,image_url,instructor_id,category,level,price,instructor_name,lessons_count,duration_minutes,students_count,rating_avg,reviews_count';

/** An instructor's published courses (an admin's catalogue also holds drafts: not shown on a public page). */
export async function getInstructorCourses(instructorId: number): Promise<CatalogCourse[]> {
  const rows = unwrap(
    await getSupabase()
      .from('course_catalog')
      .select(CARD_COLUMNS)
      .eq('instructor_id', instructorId)
      .eq('status', 'published')
      .order('id', { ascending: true }),
  );
  return rows.map(toCatalogCourse);
}

export const instructorCoursesQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: courseKeys.byInstructor(instructorId), queryFn: () => getInstructorCourses(instructorId) });

export function useInstructorCourses(instructorId: number) {
  return useQuery(instructorCoursesQueryOptions(instructorId));
}
