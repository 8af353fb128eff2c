import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { catalogText } from '../../../config/messages.ts';
import { invalidateCourseReviews } from './invalidate-course-reviews.ts';

export interface DeleteReviewInput {
  courseId: number;
  reviewId: number;
}

/** RLS lets a learner delete only their own review (admins any); a review that was not deleted is an error. */
export async function deleteReview({ reviewId }: DeleteReviewInput): Promise<void> {
  const { data, error } = await getSupabase().from('reviews').delete().eq('id', reviewId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('review not deleted');
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async (_data, { courseId }) => {
      toast.success(catalogText.reviews.deleted);
      await invalidateCourseReviews(client, courseId);
    },
    onError: () => toast.error(catalogText.reviews.deleteError),
  });
}
