import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from '@shared/db/answer';
import { reviewKeys } from './keys.ts';

/** How many reviews gave each rating, 5 first; ratings nobody gave are 0. */
export type RatingCounts = { rating: 1 | 2 | 3 | 4 | 5; count: number }[];

const STARS = [5, 4, 3, 2, 1] as const;

/** The breakdown of a course's ratings (`course_rating_counts`), counted by the database. */
export async function getRatingCounts(courseId: number): Promise<RatingCounts> {
  const id = courseIdSchema.parse(courseId);
  const rows = unwrap(await getSupabase().from('course_rating_counts').select('rating,reviews_count').eq('course_id', id));
  return STARS.map((rating) => ({ rating, count: rows.find((row) => row.rating === rating)?.reviews_count ?? 0 }));
}

export const ratingCountsQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: reviewKeys.ratingCounts(courseId), queryFn: () => getRatingCounts(courseId) });

export function useRatingCounts(courseId: number) {
  return useQuery(ratingCountsQueryOptions(courseId));
}
