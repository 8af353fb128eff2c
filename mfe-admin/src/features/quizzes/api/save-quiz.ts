import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { toSaveArgs, type EditorValues } from '../../../lib/quiz-editor-values.ts';
import { quizKeys } from './keys.ts';

/** Saves the whole quiz in one transaction (admin_save_quiz): rules, questions, choices, answers. */
export async function saveQuiz(args: { lessonId: number; values: EditorValues }): Promise<void> {
  assertOk(await getSupabase().rpc('admin_save_quiz', toSaveArgs(args.lessonId, args.values)));
}

export function useSaveQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuiz,
    onSuccess: (_data, { lessonId }) => void client.invalidateQueries({ queryKey: quizKeys.editing(lessonId) }),
  });
}
