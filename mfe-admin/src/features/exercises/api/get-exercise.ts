import { useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { exerciseKeys } from './keys.ts';
import { emptyExercise, type ExerciseFormValues } from './exercise-form-schema.ts';

const rowSchema = z.object({
  language: z.enum(['javascript', 'python']),
  starter_code: z.string(),
  tests: z.array(z.object({ name: z.string(), code: z.string() })),
  lesson_exercise_solutions: z.object({ code: z.string() }).nullable(),
  lesson_exercise_hidden_tests: z.object({ tests: z.array(z.object({ name: z.string(), code: z.string() })) }).nullable(),
});

/** A lesson's exercise with the author's solution and hidden tests (admins only, RLS), as the editor's values; null when none yet. */
export async function getAdminExercise(lessonId: number): Promise<{ exists: boolean; values: ExerciseFormValues }> {
  const { data, error } = await getSupabase()
    .from('lesson_exercises')
    .select('language, starter_code, tests, lesson_exercise_solutions(code), lesson_exercise_hidden_tests(tests)')
    .eq('lesson_id', lessonId)
    .maybeSingle();
  if (error) throw error;
  if (data === null) return { exists: false, values: emptyExercise };
  const row = rowSchema.parse(data);
  return {
    exists: true,
    values: {
      language: row.language,
      starter_code: row.starter_code,
      tests: row.tests,
      solution: row.lesson_exercise_solutions?.code ?? '',
      hidden_tests: row.lesson_exercise_hidden_tests?.tests ?? [],
    },
  };
}

export function useAdminExercise(lessonId: number | null) {
  return useQuery({
    queryKey: exerciseKeys.detail(lessonId ?? 0),
    queryFn: () => getAdminExercise(lessonId ?? 0),
    enabled: lessonId !== null,
  });
}
