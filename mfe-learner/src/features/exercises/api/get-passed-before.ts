import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { unwrap } from '@shared/db/answer';
import { exerciseKeys } from './keys.ts';

/** Whether the server's grader has passed a submission of this learner (RLS: their own only). */
export async function getPassedBefore(lessonId: number): Promise<boolean> {
  const rows = unwrap(
    await getSupabase().from('exercise_submissions').select('id').eq('lesson_id', lessonId).eq('status', 'passed').limit(1),
  );
  return rows.length > 0;
}

/** Not asked for a visitor (they have no submissions). */
export const passedBeforeQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: exerciseKeys.passed(lessonId, userId), queryFn: () => getPassedBefore(lessonId), enabled: userId !== null });

export function usePassedBefore(lessonId: number) {
  return useQuery(passedBeforeQueryOptions(lessonId, useSignedInUserId()));
}
