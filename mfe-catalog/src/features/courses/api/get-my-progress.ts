import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { PROGRESS_COLUMNS, toCourseProgress, type CourseProgress } from '../../../lib/course-progress.ts';
import { unwrap } from '@shared/db/answer';
import { progressKeys } from './keys.ts';

/** The signed-in learner's enrolments with progress, by course id. */
export async function getMyProgress(): Promise<Map<number, CourseProgress>> {
  const rows = unwrap(await getSupabase().from('my_course_progress').select(PROGRESS_COLUMNS)).map(toCourseProgress);
  return new Map(rows.map((row) => [row.course_id, row]));
}

export const myProgressQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: progressKeys.mine(userId), queryFn: getMyProgress, enabled: userId !== null });

/** Signed out: an empty map (nobody is enrolled), without a request. */
export function useMyProgress() {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const query = useQuery(myProgressQueryOptions(userId));
  return {
    ...query,
    authStatus: auth.status,
    progress: query.data ?? EMPTY,
    isPending: auth.status === 'loading' || (userId !== null && query.isPending),
  };
}

const EMPTY: ReadonlyMap<number, CourseProgress> = new Map();
