import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseKeys } from '../../../lib/course-keys.ts';
import { assertOk } from '@shared/db/answer';
import { COURSE_COLUMNS, toCourseRecord, type CourseRecord } from './types.ts';

/** One course's editable columns; null when it does not exist. */
export async function getCourse(id: number): Promise<CourseRecord | null> {
  const answer = await getSupabase().from('courses').select(COURSE_COLUMNS).eq('id', id).maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toCourseRecord(answer.data);
}

export const courseQuery = (id: number) => queryOptions({ queryKey: courseKeys.detail(id), queryFn: () => getCourse(id) });

export function useCourse(id: number) {
  return useQuery(courseQuery(id));
}
