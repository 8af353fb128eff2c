import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { replySchema, type LessonReply } from '../lib/post-schemas.ts';
import { questionKeys } from './keys.ts';

const COLUMNS =
  'id,question_id,user_id,author_name,author_avatar_url,author_deleted,author_role,status,body,is_accepted,created_at,updated_at';

/** Every reply under the lesson's questions, oldest first, in one request (masked like the threads). */
export async function getLessonReplies(lessonId: number): Promise<LessonReply[]> {
  const rows = unwrap(
    await getSupabase().from('lesson_question_replies').select(COLUMNS).eq('lesson_id', lessonId).order('created_at', { ascending: true }),
  );
  return z.array(replySchema).parse(rows);
}

export const lessonRepliesQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: questionKeys.replies(lessonId), queryFn: () => getLessonReplies(lessonId) });

export function useLessonReplies(lessonId: number) {
  return useQuery(lessonRepliesQueryOptions(lessonId));
}
