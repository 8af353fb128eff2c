import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { unwrap } from '@shared/db/answer';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { reviewKeys } from './keys.ts';

/**
 * Whether the signed-in member may reply to this course's reviews: an admin (aal2) or the
 * course's instructor. Only decides what the page offers; the database's policies decide.
 */
export async function getCanReply(courseId: number): Promise<boolean> {
  const id = courseIdSchema.parse(courseId);
  const supabase = getSupabase();
  const [admin, instructor] = await Promise.all([supabase.rpc('is_admin'), supabase.rpc('is_course_instructor', { p_course_id: id })]);
  return unwrap(admin) || unwrap(instructor);
}

export const canReplyQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({ queryKey: reviewKeys.canReply(courseId, userId), queryFn: () => getCanReply(courseId), enabled: userId !== null });

/** Signed out: false, without a request. */
export function useCanReply(courseId: number): boolean {
  const userId = useSignedInUserId();
  return useQuery(canReplyQueryOptions(courseId, userId)).data === true;
}
