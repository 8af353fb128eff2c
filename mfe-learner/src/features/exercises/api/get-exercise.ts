import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { assertOk } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import type { Tables } from '@shared/db';
import { exerciseKeys } from './keys.ts';

/** The languages the exercise table's check allows (its `language` is text in the generated types). */
const EXERCISE_LANGUAGES = ['javascript', 'python'] as const;
// `tests` is a jsonb column (`Json`): the one part of the row read through zod.
const testsSchema = z.array(z.object({ name: z.string(), code: z.string() })).min(1);

type ExerciseRow = Pick<Tables<'lesson_exercises'>, 'lesson_id' | 'language' | 'starter_code' | 'tests'>;

export interface Exercise {
  lesson_id: number;
  language: (typeof EXERCISE_LANGUAGES)[number];
  starter_code: string;
  tests: z.infer<typeof testsSchema>;
}

function toExercise(row: ExerciseRow): Exercise {
  return {
    lesson_id: row.lesson_id,
    language: oneOf(EXERCISE_LANGUAGES, row.language, 'lesson_exercises.language'),
    starter_code: row.starter_code,
    tests: testsSchema.parse(row.tests),
  };
}

/**
 * The exercise of an `exercise` lesson, or null when the lesson has none (its brief is the
 * lesson text alone). RLS shows it to whoever may read the lesson (decision 0034).
 */
export async function getExercise(lessonId: number): Promise<Exercise | null> {
  const answer = await getSupabase()
    .from('lesson_exercises')
    .select('lesson_id, language, starter_code, tests')
    .eq('lesson_id', lessonId)
    .maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toExercise(answer.data);
}

/** Keyed by the viewer: RLS answers a visitor and an enrolled learner differently. */
export const exerciseQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: exerciseKeys.exercise(lessonId, userId), queryFn: () => getExercise(lessonId) });

export function useExercise(lessonId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return useQuery({ ...exerciseQueryOptions(lessonId, userId), enabled: auth.status !== 'loading' });
}
