import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared/supabase';
import { unwrap } from '../../../lib/supabase-result.ts';
import { courseKeys } from './keys.ts';
import type { AdminCourseRow, PublishStatus } from './types.ts';

interface CatalogRow {
  id: number;
  title: string;
  status: PublishStatus;
  students_count: number;
  lessons_count: number;
}

/**
 * Every course with its student and video counts. course_catalog shows drafts to admins and
 * counts everyone's enrollments; videos are the lessons of type video.
 */
export async function getAdminCourses(): Promise<AdminCourseRow[]> {
  const supabase = getSupabase();
  const [catalog, videos] = await Promise.all([
    supabase
      .from('course_catalog')
      .select('id,title,status,students_count,lessons_count')
      .order('id')
      .overrideTypes<CatalogRow[], { merge: false }>(),
    supabase
      .from('lessons')
      .select('course_id')
      .eq('type', 'video')
      .limit(10000)
      .overrideTypes<{ course_id: number }[], { merge: false }>(),
  ]);
  const perCourse = new Map<number, number>();
  for (const { course_id } of unwrap(videos)) perCourse.set(course_id, (perCourse.get(course_id) ?? 0) + 1);
  return unwrap(catalog).map((c) => ({
    id: c.id,
    title: c.title,
    status: c.status,
    students: c.students_count,
    lessons: c.lessons_count,
    videos: perCourse.get(c.id) ?? 0,
  }));
}

export const adminCoursesQuery = () => queryOptions({ queryKey: courseKeys.list(), queryFn: getAdminCourses });

export function useAdminCourses() {
  return useQuery(adminCoursesQuery());
}
