import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { couponKeys } from './keys.ts';

export interface CourseOption {
  id: number;
  title: string;
}

/** The paid courses a coupon can be limited to (a coupon on a free course would never apply). */
export async function getCourseOptions(): Promise<CourseOption[]> {
  const answer = await getSupabase().from('courses').select('id,title').gt('price', 0).order('title').limit(1000);
  return unwrap(answer);
}

export function useCourseOptions() {
  return useQuery(queryOptions({ queryKey: couponKeys.courseOptions(), queryFn: getCourseOptions }));
}
