import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { exerciseKeys } from './keys.ts';

/** Whether the server's grader has passed a submission of this learner (RLS: their own only). */
export async function getPassedBefore(lessonId: number): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('exercise_submissions')
    .select('id')
    .eq('lesson_id', lessonId)
    .eq('status', 'passed')
    .limit(1);
  if (error) throw error;
  return data.length > 0;
}

export function usePassedBefore(lessonId: number) {
  const userId = useSignedInUserId();
  return useQuery({ queryKey: exerciseKeys.passed(lessonId, userId), queryFn: () => getPassedBefore(lessonId), enabled: userId !== null });
}
