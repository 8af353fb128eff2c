import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseKeys } from '../../../lib/course-keys.ts';
import { COURSE_COLUMNS, type CourseRecord } from './types.ts';

/** One course's editable columns; null when it does not exist. */
export async function getCourse(id: number): Promise<CourseRecord | null> {
  const { data, error } = await getSupabase().from('courses').select(COURSE_COLUMNS).eq('id', id).maybeSingle<CourseRecord>();
  if (error) throw error;
  return data;
}

export const courseQuery = (id: number) => queryOptions({ queryKey: courseKeys.detail(id), queryFn: () => getCourse(id) });

export function useCourse(id: number) {
  return useQuery(courseQuery(id));
}
