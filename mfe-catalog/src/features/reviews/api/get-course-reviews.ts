import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { th } from '@shared/messages';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from '@shared/db/answer';
import { reviewKeys, type ReviewSort } from './keys.ts';

const reviewSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  // null once the reviewer deleted their account: the review stays (decision 0027).
  user_id: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  created_at: z.string(),
  updated_at: z.string(),
  reviewer_name: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  reviewer_avatar_url: z.string().nullable(),
  reviewer_deleted: z
    .boolean()
    .nullable()
    .transform((v) => v ?? false),
  // The instructor's or the school's reply, if any (course_reviews, issue 20).
  reply_id: z
    .number()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  reply_body: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  reply_author_name: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  reply_by_instructor: z
    .boolean()
    .nullable()
    .optional()
    .transform((v) => v ?? false),
  reply_created_at: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type CourseReview = z.infer<typeof reviewSchema>;

const COLUMNS =
  'id,course_id,user_id,rating,comment,created_at,updated_at,reviewer_name,reviewer_avatar_url,reviewer_deleted,reply_id,reply_body,reply_author_name,reply_by_instructor,reply_created_at';

/** Reviews of a course through the `course_reviews` view (display fields only), sorted by the database. */
export async function getCourseReviews(courseId: number, sort: ReviewSort = 'newest'): Promise<CourseReview[]> {
  const id = courseIdSchema.parse(courseId);
  let query = getSupabase().from('course_reviews').select(COLUMNS).eq('course_id', id);
  if (sort !== 'newest') query = query.order('rating', { ascending: sort === 'lowest' });
  const rows = unwrap(await query.order('created_at', { ascending: false }).order('id', { ascending: false }));
  return z
    .array(reviewSchema)
    .parse(rows)
    .map((review) => (review.reviewer_deleted ? { ...review, reviewer_name: th.legal.deletedLearner, reviewer_avatar_url: null } : review));
}

export const courseReviewsQueryOptions = (courseId: number, sort: ReviewSort = 'newest') =>
  queryOptions({ queryKey: reviewKeys.list(courseId, sort), queryFn: () => getCourseReviews(courseId, sort) });

export function useCourseReviews(courseId: number, sort: ReviewSort = 'newest') {
  // The previous order stays on screen while the new one loads.
  return useQuery({ ...courseReviewsQueryOptions(courseId, sort), placeholderData: (previous) => previous });
}
