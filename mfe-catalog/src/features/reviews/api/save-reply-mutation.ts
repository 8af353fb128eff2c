import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { catalogText } from '../../../config/messages.ts';
import { invalidateCourseReviews } from './invalidate-course-reviews.ts';

/** The form's rules match the table's check (1–2,000 characters once trimmed). */
export const replyFormSchema = z.object({
  body: z.string().trim().min(1, catalogText.reviews.replyRequired).max(2000, catalogText.reviews.replyTooLong),
});
export type ReplyFormValues = z.infer<typeof replyFormSchema>;

export interface SaveReplyInput {
  courseId: number;
  reviewId: number;
  /** The review's existing reply: edit it (one reply per review). */
  replyId: number | null;
  values: ReplyFormValues;
}

/** Only the course's instructor or an admin may write it (RLS); the database signs it with the writer. */
export async function saveReply({ reviewId, replyId, values }: SaveReplyInput): Promise<void> {
  const { body } = replyFormSchema.parse(values);
  const replies = getSupabase().from('review_replies');
  const { data, error } =
    replyId === null
      ? await replies.insert({ review_id: reviewId, body }).select('id')
      : await replies.update({ body }).eq('id', replyId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('reply not saved');
}

export function useSaveReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    onSuccess: async (_data, { courseId }) => {
      toast.success(catalogText.reviews.replySaved);
      await invalidateCourseReviews(client, courseId);
    },
    onError: () => toast.error(catalogText.reviews.replySaveError),
  });
}
