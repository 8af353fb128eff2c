import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import { exerciseKeys } from './keys.ts';
import { emptyExercise, type ExerciseFormValues } from './exercise-form-schema.ts';

const EXERCISE_LANGUAGES = ['javascript', 'python'] as const;
/** The visible and hidden tests are jsonb columns (`Json` in the generated types): parsed, as data across a trust boundary. */
const testsSchema = z.array(z.object({ name: z.string(), code: z.string() }));

/** A lesson's exercise with the author's solution and hidden tests (admins only, RLS), as the editor's values; null when none yet. */
export async function getAdminExercise(lessonId: number): Promise<{ exists: boolean; values: ExerciseFormValues }> {
  const answer = await getSupabase()
    .from('lesson_exercises')
    .select('language, starter_code, tests, lesson_exercise_solutions(code), lesson_exercise_hidden_tests(tests)')
    .eq('lesson_id', lessonId)
    .maybeSingle();
  assertOk(answer);
  const { data } = answer;
  if (data === null) return { exists: false, values: emptyExercise };
  return {
    exists: true,
    values: {
      language: oneOf(EXERCISE_LANGUAGES, data.language, 'lesson_exercises.language'),
      starter_code: data.starter_code,
      tests: testsSchema.parse(data.tests),
      solution: data.lesson_exercise_solutions?.code ?? '',
      hidden_tests: data.lesson_exercise_hidden_tests ? testsSchema.parse(data.lesson_exercise_hidden_tests.tests) : [],
    },
  };
}

export const adminExerciseQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: exerciseKeys.detail(lessonId), queryFn: () => getAdminExercise(lessonId) });

export function useAdminExercise(lessonId: number | null) {
  return useQuery({ ...adminExerciseQueryOptions(lessonId ?? 0), enabled: lessonId !== null });
}
