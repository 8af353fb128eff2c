import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { unwrap } from '@shared/db/answer';
import { couponKeys } from './keys.ts';

export type CourseOption = Pick<Tables<'courses'>, 'id' | 'title'>;

/** The paid courses a coupon can be limited to (a coupon on a free course would never apply). */
export async function getCourseOptions(): Promise<CourseOption[]> {
  const answer = await getSupabase().from('courses').select('id,title').gt('price', 0).order('title').limit(1000);
  return unwrap(answer);
}

export const courseOptionsQuery = () => queryOptions({ queryKey: couponKeys.courseOptions(), queryFn: getCourseOptions });

export function useCourseOptions() {
  return useQuery(courseOptionsQuery());
}
