import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { unwrap } from '@shared/db/answer';
import { checkoutKeys } from './keys.ts';

/** Whether the signed-in learner is already enrolled in the course (RLS: my_course_progress shows their own). */
export async function isEnrolled(courseId: number): Promise<boolean> {
  const rows = unwrap(await getSupabase().from('my_course_progress').select('course_id').eq('course_id', courseId).limit(1));
  return rows.length > 0;
}

export const enrolmentQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({ queryKey: checkoutKeys.enrolment(courseId, userId), queryFn: () => isEnrolled(courseId), enabled: userId !== null });

/** Asked only for a signed-in learner (the checkout sends a visitor to sign in first). */
export function useEnrolment(courseId: number) {
  const userId = useSignedInUserId();
  return useQuery(enrolmentQueryOptions(courseId, userId));
}
