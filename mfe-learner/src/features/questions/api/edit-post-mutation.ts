import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import { questionFormSchema, replyFormSchema, type QuestionFormValues, type ReplyFormValues } from '../lib/post-schemas.ts';
import { refreshLesson, toastPostError } from './post-mutation-helpers.ts';
import { unwrap } from '@shared/db/answer';

export type EditPostInput =
  | { lessonId: number; kind: 'question'; id: number; values: QuestionFormValues }
  | { lessonId: number; kind: 'reply'; id: number; values: ReplyFormValues };

/** Only the author's own row matches (RLS); no row changed means it was not theirs to edit. */
export async function editPost(input: EditPostInput): Promise<void> {
  const supabase = getSupabase();
  const data = unwrap(
    input.kind === 'question'
      ? await supabase.from('lesson_questions').update(questionFormSchema.parse(input.values)).eq('id', input.id).select('id')
      : await supabase.from('lesson_replies').update(replyFormSchema.parse(input.values)).eq('id', input.id).select('id'),
  );
  if (data.length === 0) throw Object.assign(new Error('not the author'), { code: '42501' });
}

export function useEditPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editPost,
    onSuccess: async (_data, { lessonId }) => {
      toast.success(questionText.saved);
      await refreshLesson(client, lessonId);
    },
    onError: toastPostError,
  });
}
