import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import type { PostKind } from '../lib/lesson-posts.ts';
import { refreshLesson, toastPostError } from './post-mutation-helpers.ts';
import { assertOk } from '@shared/db/answer';

export interface HidePostInput {
  lessonId: number;
  kind: PostKind;
  id: number;
  hidden: boolean;
}

/** Admins only (RLS on `lesson_post_hides`): a hide row hides the post, removing it shows it again. */
export async function setPostHidden({ kind, id, hidden }: HidePostInput): Promise<void> {
  const column = kind === 'question' ? 'question_id' : 'reply_id';
  const hides = getSupabase().from('lesson_post_hides');
  // The row names exactly one post (a check constraint); hidden_by is the caller's id by default.
  const target = { question_id: kind === 'question' ? id : null, reply_id: kind === 'reply' ? id : null };
  assertOk(hidden ? await hides.insert(target) : await hides.delete().eq(column, id));
}

export function useSetPostHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPostHidden,
    onSuccess: async (_data, { lessonId, hidden }) => {
      toast.success(hidden ? questionText.hidden : questionText.unhidden);
      await refreshLesson(client, lessonId);
    },
    onError: toastPostError,
  });
}
