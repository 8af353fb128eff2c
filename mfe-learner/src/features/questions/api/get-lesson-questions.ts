import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { questionSchema, type LessonQuestion } from '../lib/post-schemas.ts';
import { questionKeys } from './keys.ts';

const COLUMNS =
  'id,lesson_id,course_id,user_id,author_name,author_avatar_url,author_deleted,author_role,status,title,body,accepted_reply_id,reply_count,created_at,updated_at';

/**
 * The lesson's questions, newest first, through the `lesson_question_threads` view: the database
 * returns only threads of a lesson the caller may see, with deleted and hidden posts masked.
 */
export async function getLessonQuestions(lessonId: number): Promise<LessonQuestion[]> {
  const rows = unwrap(
    await getSupabase().from('lesson_question_threads').select(COLUMNS).eq('lesson_id', lessonId).order('created_at', { ascending: false }),
  );
  return z.array(questionSchema).parse(rows);
}

export const lessonQuestionsQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: questionKeys.threads(lessonId), queryFn: () => getLessonQuestions(lessonId) });

export function useLessonQuestions(lessonId: number) {
  return useQuery(lessonQuestionsQueryOptions(lessonId));
}
