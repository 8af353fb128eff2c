import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { QUESTION_COLUMNS, toLessonQuestion, type LessonQuestion } from '../lib/lesson-posts.ts';
import { questionKeys } from './keys.ts';

/**
 * The lesson's questions, newest first, through the `lesson_question_threads` view: the database
 * returns only threads of a lesson the caller may see, with deleted and hidden posts masked.
 */
export async function getLessonQuestions(lessonId: number): Promise<LessonQuestion[]> {
  const rows = unwrap(
    await getSupabase()
      .from('lesson_question_threads')
      .select(QUESTION_COLUMNS)
      .eq('lesson_id', lessonId)
      .order('created_at', { ascending: false }),
  );
  return rows.map(toLessonQuestion);
}

export const lessonQuestionsQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: questionKeys.threads(lessonId), queryFn: () => getLessonQuestions(lessonId) });

export function useLessonQuestions(lessonId: number) {
  return useQuery(lessonQuestionsQueryOptions(lessonId));
}
