import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { catalogText } from '../../../config/messages.ts';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { invalidateCourseReviews } from './invalidate-course-reviews.ts';

/** The form's rules match the table's checks (rating 1–5, comment ≤ 2000 characters). */
export const reviewFormSchema = z.object({
  rating: z
    .number({ error: catalogText.reviews.ratingRequired })
    .int()
    .min(1, catalogText.reviews.ratingRequired)
    .max(5, catalogText.reviews.ratingRequired),
  comment: z.string().trim().min(1, catalogText.reviews.commentRequired).max(2000, catalogText.reviews.commentTooLong),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

export interface SaveReviewInput {
  courseId: number;
  /** The learner's existing review: edit it instead of adding a second one. */
  existingId: number | null;
  values: ReviewFormValues;
}

/** RLS lets only an enrolled learner insert or update their own review; one per course (unique key). */
export async function saveReview({ courseId, existingId, values }: SaveReviewInput): Promise<void> {
  const course_id = courseIdSchema.parse(courseId);
  const { rating, comment } = reviewFormSchema.parse(values);
  const reviews = getSupabase().from('reviews');
  const { error } =
    existingId === null
      ? await reviews.insert({ course_id, rating, comment })
      : await reviews.update({ rating, comment }).eq('id', existingId);
  if (error) throw error;
}

export function useSaveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: async (_data, { courseId }) => {
      toast.success(catalogText.reviews.saved);
      await invalidateCourseReviews(client, courseId);
    },
    onError: () => toast.error(catalogText.reviews.saveError),
  });
}
