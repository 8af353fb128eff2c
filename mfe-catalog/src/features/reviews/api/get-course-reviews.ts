import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { th } from 'shared/messages';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from '../../../lib/supabase-result.ts';
import { reviewKeys } from './keys.ts';

const reviewSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  // null once the reviewer deleted their account: the review stays (decision 0027).
  user_id: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable().transform((v) => v ?? ''),
  created_at: z.string(),
  updated_at: z.string(),
  reviewer_name: z.string().nullable().transform((v) => v ?? ''),
  reviewer_avatar_url: z.string().nullable(),
  reviewer_deleted: z.boolean().nullable().transform((v) => v ?? false),
});
export type CourseReview = z.infer<typeof reviewSchema>;

/** Reviews of a course, newest first, through the `course_reviews` view (display fields only). */
export async function getCourseReviews(courseId: number): Promise<CourseReview[]> {
  const id = courseIdSchema.parse(courseId);
  const rows = unwrap(
    await getSupabase()
      .from('course_reviews')
      .select('id,course_id,user_id,rating,comment,created_at,updated_at,reviewer_name,reviewer_avatar_url,reviewer_deleted')
      .eq('course_id', id)
      .order('created_at', { ascending: false }),
  );
  return z.array(reviewSchema).parse(rows).map((review) =>
    review.reviewer_deleted ? { ...review, reviewer_name: th.legal.deletedLearner, reviewer_avatar_url: null } : review,
  );
}

export const courseReviewsQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: reviewKeys.course(courseId), queryFn: () => getCourseReviews(courseId) });

export function useCourseReviews(courseId: number) {
  return useQuery(courseReviewsQueryOptions(courseId));
}
