import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { exerciseKeys } from './keys.ts';

const exerciseSchema = z.object({
  lesson_id: z.number(),
  language: z.enum(['javascript', 'python']),
  starter_code: z.string(),
  tests: z.array(z.object({ name: z.string(), code: z.string() })).min(1),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/**
 * The exercise of an `exercise` lesson, or null when the lesson has none (its brief is the
 * lesson text alone). RLS shows it to whoever may read the lesson (decision 0034).
 */
export async function getExercise(lessonId: number): Promise<Exercise | null> {
  const { data, error } = await getSupabase()
    .from('lesson_exercises')
    .select('lesson_id, language, starter_code, tests')
    .eq('lesson_id', lessonId)
    .maybeSingle();
  if (error) throw error;
  return data === null ? null : exerciseSchema.parse(data);
}

export function useExercise(lessonId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return useQuery({
    ...queryOptions({ queryKey: exerciseKeys.exercise(lessonId, userId), queryFn: () => getExercise(lessonId) }),
    enabled: auth.status !== 'loading',
  });
}
