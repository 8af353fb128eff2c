import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { catalogRowSchema, type CatalogCourse } from '../../../lib/course-schemas.ts';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from './keys.ts';

const CARD_COLUMNS =
  'id,title,description,image_url,instructor_id,category,level,price,instructor_name,lessons_count,duration_minutes,students_count,rating_avg,reviews_count';

/** An instructor's published courses (an admin's catalogue also holds drafts: not shown on a public page). */
export async function getInstructorCourses(instructorId: number): Promise<CatalogCourse[]> {
  const id = z.number().int().positive().parse(instructorId);
  const rows = unwrap(
    await getSupabase()
      .from('course_catalog')
      .select(CARD_COLUMNS)
      .eq('instructor_id', id)
      .eq('status', 'published')
      .order('id', { ascending: true }),
  );
  return z.array(catalogRowSchema).parse(rows);
}

export const instructorCoursesQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: courseKeys.byInstructor(instructorId), queryFn: () => getInstructorCourses(instructorId) });

export function useInstructorCourses(instructorId: number) {
  return useQuery(instructorCoursesQueryOptions(instructorId));
}
