import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';
import type { Tables } from '@shared/db';
import { oneOf, present } from '@shared/db/row-values';
import { PUBLISH_STATUSES, type AdminCourseRow } from './types.ts';

type CatalogRow = Pick<Tables<'course_catalog'>, 'id' | 'title' | 'status' | 'students_count' | 'lessons_count'>;

/**
 * Every course with its student and video counts. course_catalog shows drafts to admins and
 * counts everyone's enrollments; videos are the lessons of type video.
 */
export async function getAdminCourses(): Promise<AdminCourseRow[]> {
  const supabase = getSupabase();
  const [catalog, videos] = await Promise.all([
    supabase.from('course_catalog').select('id,title,status,students_count,lessons_count').order('id'),
    supabase.from('lessons').select('course_id').eq('type', 'video').limit(10000),
  ]);
  const perCourse = new Map<number, number>();
  for (const { course_id } of unwrap(videos)) perCourse.set(course_id, (perCourse.get(course_id) ?? 0) + 1);
  return unwrap(catalog).map((row) => toAdminCourseRow(row, perCourse));
}

/** course_catalog is a view: its generated columns are nullable, though it fills each of these for every course. */
function toAdminCourseRow(row: CatalogRow, videosPerCourse: ReadonlyMap<number, number>): AdminCourseRow {
  const id = present(row.id, 'course_catalog.id');
  return {
    id,
    title: present(row.title, 'course_catalog.title'),
    status: oneOf(PUBLISH_STATUSES, present(row.status, 'course_catalog.status'), 'course_catalog.status'),
    students: row.students_count ?? 0,
    lessons: row.lessons_count ?? 0,
    videos: videosPerCourse.get(id) ?? 0,
  };
}

export const adminCoursesQuery = () => queryOptions({ queryKey: courseKeys.list(), queryFn: getAdminCourses });

export function useAdminCourses() {
  return useQuery(adminCoursesQuery());
}
