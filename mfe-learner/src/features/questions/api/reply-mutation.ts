import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import { replyFormSchema, type ReplyFormValues } from '../lib/post-schemas.ts';
import { refreshLesson, toastPostError } from './post-mutation-helpers.ts';
import { assertOk } from '@shared/db/answer';

export interface ReplyInput {
  lessonId: number;
  questionId: number;
  courseId: number;
  values: ReplyFormValues;
}

/** The database places the reply in the question's lesson and e-mails the asker. */
export async function replyToQuestion({ lessonId, questionId, courseId, values }: ReplyInput): Promise<void> {
  const { body } = replyFormSchema.parse(values);
  assertOk(await getSupabase().from('lesson_replies').insert({ question_id: questionId, lesson_id: lessonId, course_id: courseId, body }));
}

export function useReplyToQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToQuestion,
    onSuccess: async (_data, { lessonId }) => {
      toast.success(questionText.replied);
      await refreshLesson(client, lessonId);
    },
    onError: toastPostError,
  });
}
