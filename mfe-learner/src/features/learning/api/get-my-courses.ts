import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { CATALOG_COLUMNS, PROGRESS_COLUMNS, toLearnerCourse, type LearnerCourse } from '../lib/learner-course.ts';
import { learningKeys } from './keys.ts';

/**
 * Three reads instead of one embed: views carry no foreign keys to embed through. Progress first (the
 * caller's own enrolments, my_course_progress); the catalogue and the video lessons only for those course ids.
 */
export async function getMyCourses(): Promise<LearnerCourse[]> {
  const supabase = getSupabase();
  const progress = unwrap(await supabase.from('my_course_progress').select(PROGRESS_COLUMNS));
  const ids = progress.flatMap((row) => (row.course_id === null ? [] : [row.course_id]));
  if (ids.length === 0) return [];
  const [catalog, videos] = await Promise.all([
    supabase.from('course_catalog').select(CATALOG_COLUMNS).in('id', ids),
    supabase.from('lessons').select('course_id').eq('type', 'video').in('course_id', ids),
  ]);
  const courses = new Map(unwrap(catalog).map((course) => [course.id, course]));
  const videoCounts = new Map<number | null, number>();
  for (const { course_id } of unwrap(videos)) videoCounts.set(course_id, (videoCounts.get(course_id) ?? 0) + 1);
  return progress.map((row) => toLearnerCourse(row, courses.get(row.course_id), videoCounts.get(row.course_id) ?? 0));
}

/** Keyed by the learner (a sign-in as someone else must not show the last learner's courses); RLS decides whose rows. */
export const myCoursesQueryOptions = (userId: string) => queryOptions({ queryKey: learningKeys.myCourses(userId), queryFn: getMyCourses });

export function useMyCourses(userId: string) {
  return useQuery(myCoursesQueryOptions(userId));
}
