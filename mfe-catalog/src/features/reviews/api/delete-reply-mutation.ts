import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { catalogText } from '../../../config/messages.ts';
import { invalidateCourseReviews } from './invalidate-course-reviews.ts';

export interface DeleteReplyInput {
  courseId: number;
  replyId: number;
}

/** The course's instructor or an admin removes the reply (RLS). */
export async function deleteReply({ replyId }: DeleteReplyInput): Promise<void> {
  const { data, error } = await getSupabase().from('review_replies').delete().eq('id', replyId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('reply not deleted');
}

export function useDeleteReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: async (_data, { courseId }) => {
      toast.success(catalogText.reviews.replyDeleted);
      await invalidateCourseReviews(client, courseId);
    },
    onError: () => toast.error(catalogText.reviews.replyDeleteError),
  });
}
