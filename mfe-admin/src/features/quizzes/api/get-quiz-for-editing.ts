import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import { newKey, QUESTION_KINDS, type EditorValues } from '../../../lib/quiz-editor-values.ts';
import { quizKeys } from './keys.ts';

/**
 * A quiz with its answers, for admins (the answer tables are admins' only). A quiz lesson that
 * was never saved starts with the defaults: pass mark 70 %, unlimited attempts, no question.
 */
export async function getQuizForEditing(lessonId: number): Promise<EditorValues> {
  const supabase = getSupabase();
  const [rules, questions] = await Promise.all([
    supabase.from('quizzes').select('pass_percent,max_attempts').eq('lesson_id', lessonId).maybeSingle(),
    supabase
      .from('quiz_questions')
      .select('kind,prompt,explanation,quiz_choices(label,is_correct,position),quiz_short_answers(answer)')
      .eq('lesson_id', lessonId)
      .order('position')
      .order('id'),
  ]);
  const rule = unwrap(rules);
  return {
    pass_percent: String(rule?.pass_percent ?? 70),
    max_attempts: rule?.max_attempts === null || rule === null ? '' : String(rule.max_attempts),
    questions: unwrap(questions).map((q) => ({
      key: newKey(),
      kind: oneOf(QUESTION_KINDS, q.kind, 'quiz_questions.kind'),
      prompt: q.prompt,
      explanation: q.explanation,
      choices: [...q.quiz_choices]
        .sort((a, b) => a.position - b.position)
        .map((c) => ({ key: newKey(), label: c.label, is_correct: c.is_correct })),
      answers: q.quiz_short_answers.map((a) => a.answer).join('\n'),
    })),
  };
}

export const quizForEditingOptions = (lessonId: number) =>
  queryOptions({ queryKey: quizKeys.editing(lessonId), queryFn: () => getQuizForEditing(lessonId), staleTime: 0 });

export function useQuizForEditing(lessonId: number | null) {
  return useQuery({ ...quizForEditingOptions(lessonId ?? 0), enabled: lessonId !== null });
}
