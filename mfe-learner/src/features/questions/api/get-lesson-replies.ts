import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { REPLY_COLUMNS, toLessonReply, type LessonReply } from '../lib/lesson-posts.ts';
import { questionKeys } from './keys.ts';

/** Every reply under the lesson's questions, oldest first, in one request (masked like the threads). */
export async function getLessonReplies(lessonId: number): Promise<LessonReply[]> {
  const rows = unwrap(
    await getSupabase()
      .from('lesson_question_replies')
      .select(REPLY_COLUMNS)
      .eq('lesson_id', lessonId)
      .order('created_at', { ascending: true }),
  );
  return rows.map(toLessonReply);
}

export const lessonRepliesQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: questionKeys.replies(lessonId), queryFn: () => getLessonReplies(lessonId) });

export function useLessonReplies(lessonId: number) {
  return useQuery(lessonRepliesQueryOptions(lessonId));
}
