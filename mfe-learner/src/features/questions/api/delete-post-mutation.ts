import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import type { PostKind } from '../lib/lesson-posts.ts';
import { refreshLesson, toastPostError } from './post-mutation-helpers.ts';
import { assertOk } from '@shared/db/answer';

export interface DeletePostInput {
  lessonId: number;
  kind: PostKind;
  id: number;
}

/** A soft delete by the author (`delete_lesson_post`): the words go, the thread stays. */
export async function deletePost({ kind, id }: DeletePostInput): Promise<void> {
  assertOk(await getSupabase().rpc('delete_lesson_post', { p_kind: kind, p_id: id }));
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_data, { lessonId }) => {
      toast.success(questionText.deleted);
      await refreshLesson(client, lessonId);
    },
    onError: toastPostError,
  });
}
