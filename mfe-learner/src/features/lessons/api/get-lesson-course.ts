import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { present } from '@shared/db/row-values';
import { assertOk } from '@shared/db/answer';
import { lessonKeys } from './keys.ts';

/** What a lesson's page shows of its course: its name, above the player and in the way back. */
export interface LessonCourse {
  id: number;
  title: string;
}

function toLessonCourse(row: Pick<Tables<'course_catalog'>, 'id' | 'title'>): LessonCourse {
  return { id: present(row.id, 'course_catalog.id'), title: present(row.title, 'course_catalog.title') };
}

/** The course of a lesson's page, or null when it is not published (course_catalog shows published courses only). */
export async function getLessonCourse(courseId: number): Promise<LessonCourse | null> {
  const answer = await getSupabase().from('course_catalog').select('id,title').eq('id', courseId).maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toLessonCourse(answer.data);
}

export const lessonCourseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: lessonKeys.course(courseId), queryFn: () => getLessonCourse(courseId) });

export function useLessonCourse(courseId: number) {
  return useQuery(lessonCourseQueryOptions(courseId));
}
