import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk, unwrap } from '@shared/db/answer';
import { exerciseKeys } from './keys.ts';
import { exerciseFormSchema, type ExerciseFormValues } from './exercise-form-schema.ts';

/**
 * Writes the exercise (readable by the lesson's readers), the solution and the hidden tests
 * (admins only) of one `exercise` lesson; an empty solution or no hidden tests removes the stored
 * ones. RLS and admin_save_exercise_hidden_tests admit admins only.
 */
export async function saveExercise({ lessonId, values }: { lessonId: number; values: ExerciseFormValues }): Promise<void> {
  const { language, starter_code, solution, tests, hidden_tests } = exerciseFormSchema.parse(values);
  const supabase = getSupabase();
  const trimmedTests = tests.map((t) => ({ name: t.name.trim(), code: t.code }));
  unwrap(
    await supabase
      .from('lesson_exercises')
      .upsert({ lesson_id: lessonId, language, starter_code, tests: trimmedTests })
      .select('lesson_id')
      .single(),
  );
  const solutions = supabase.from('lesson_exercise_solutions');
  if (solution.trim() === '') assertOk(await solutions.delete().eq('lesson_id', lessonId));
  else unwrap(await solutions.upsert({ lesson_id: lessonId, code: solution }).select('lesson_id').single());
  const hidden = hidden_tests.map((t) => ({ name: t.name.trim(), code: t.code }));
  assertOk(await supabase.rpc('admin_save_exercise_hidden_tests', { p_lesson_id: lessonId, p_tests: hidden }));
}

export async function deleteExercise(lessonId: number): Promise<void> {
  assertOk(await getSupabase().from('lesson_exercises').delete().eq('lesson_id', lessonId));
}

export function useSaveExercise() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveExercise, onSuccess: () => void client.invalidateQueries({ queryKey: exerciseKeys.all }) });
}

export function useDeleteExercise() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteExercise, onSuccess: () => void client.invalidateQueries({ queryKey: exerciseKeys.all }) });
}
