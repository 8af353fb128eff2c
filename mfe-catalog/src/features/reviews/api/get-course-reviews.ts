import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { th } from '@shared/messages';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from '@shared/db/answer';
import type { Tables } from '@shared/db';
import { present } from '@shared/db/row-values';
import { reviewKeys, type ReviewSort } from './keys.ts';

type ReviewRow = Pick<
  Tables<'course_reviews'>,
  | 'id'
  | 'course_id'
  | 'user_id'
  | 'rating'
  | 'comment'
  | 'created_at'
  | 'updated_at'
  | 'reviewer_name'
  | 'reviewer_avatar_url'
  | 'reviewer_deleted'
  | 'reply_id'
  | 'reply_body'
  | 'reply_author_name'
  | 'reply_by_instructor'
  | 'reply_created_at'
>;

export interface CourseReview {
  id: number;
  course_id: number;
  /** null once the reviewer deleted their account: the review stays (decision 0027). */
  user_id: string | null;
  /** 1–5 (the table's check). */
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
  /** "ผู้เรียนที่ลบบัญชีแล้ว" once the reviewer deleted their account. */
  reviewer_name: string;
  reviewer_avatar_url: string | null;
  /** The instructor's or the school's reply, if any (course_reviews, issue 20). */
  reply_id: number | null;
  reply_body: string | null;
  reply_author_name: string | null;
  reply_by_instructor: boolean;
  reply_created_at: string | null;
}

/** course_reviews is a view (every column nullable in the types); it fills a review's own columns for every row. */
function toCourseReview(row: ReviewRow): CourseReview {
  const deleted = row.reviewer_deleted ?? false;
  return {
    id: present(row.id, 'course_reviews.id'),
    course_id: present(row.course_id, 'course_reviews.course_id'),
    user_id: row.user_id,
    rating: present(row.rating, 'course_reviews.rating'),
    comment: row.comment ?? '',
    created_at: present(row.created_at, 'course_reviews.created_at'),
    updated_at: present(row.updated_at, 'course_reviews.updated_at'),
    reviewer_name: deleted ? th.legal.deletedLearner : (row.reviewer_name ?? ''),
    reviewer_avatar_url: deleted ? null : row.reviewer_avatar_url,
    reply_id: row.reply_id,
    reply_body: row.reply_body,
    reply_author_name: row.reply_author_name,
    reply_by_instructor: row.reply_by_instructor ?? false,
    reply_created_at: row.reply_created_at,
  };
}

const COLUMNS =
  'id,course_id,user_id,rating,comment,created_at,updated_at,reviewer_name,reviewer_avatar_url,reviewer_deleted,reply_id,reply_body,reply_author_name,reply_by_instructor,reply_created_at';

/** Reviews of a course through the `course_reviews` view (display fields only), sorted by the database. */
export async function getCourseReviews(courseId: number, sort: ReviewSort = 'newest'): Promise<CourseReview[]> {
  const id = courseIdSchema.parse(courseId);
  let query = getSupabase().from('course_reviews').select(COLUMNS).eq('course_id', id);
  if (sort !== 'newest') query = query.order('rating', { ascending: sort === 'lowest' });
  const rows = unwrap(await query.order('created_at', { ascending: false }).order('id', { ascending: false }));
  return rows.map(toCourseReview);
}

export const courseReviewsQueryOptions = (courseId: number, sort: ReviewSort = 'newest') =>
  queryOptions({ queryKey: reviewKeys.list(courseId, sort), queryFn: () => getCourseReviews(courseId, sort) });

export function useCourseReviews(courseId: number, sort: ReviewSort = 'newest') {
  // The previous order stays on screen while the new one loads.
  return useQuery({ ...courseReviewsQueryOptions(courseId, sort), placeholderData: (previous) => previous });
}
