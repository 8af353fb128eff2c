import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import { refreshLesson, toastPostError } from './post-mutation-helpers.ts';
import { assertOk } from '@shared/db/answer';

export interface AcceptReplyInput {
  lessonId: number;
  questionId: number;
  /** null clears the accepted answer. */
  replyId: number | null;
}

/** The course's instructor or an admin (`accept_lesson_reply` refuses anyone else with 42501). */
export async function acceptReply({ questionId, replyId }: AcceptReplyInput): Promise<void> {
  assertOk(await getSupabase().rpc('accept_lesson_reply', { p_question_id: questionId, p_reply_id: replyId ?? undefined }));
}

export function useAcceptReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptReply,
    onSuccess: async (_data, { lessonId, replyId }) => {
      if (replyId !== null) toast.success(questionText.acceptedToast);
      await refreshLesson(client, lessonId);
    },
    onError: toastPostError,
  });
}
