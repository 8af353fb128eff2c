import { queryRoots } from '../../../lib/query-roots.ts';

export type ReviewSort = 'newest' | 'highest' | 'lowest';

/** Everything under reviewKeys.course(id) is one course's reviews: one prefix invalidates them all. */
export const reviewKeys = {
  all: [queryRoots.reviews] as const,
  course: (courseId: number) => [queryRoots.reviews, courseId] as const,
  list: (courseId: number, sort: ReviewSort) => [queryRoots.reviews, courseId, 'list', sort] as const,
  ratingCounts: (courseId: number) => [queryRoots.reviews, courseId, 'rating-counts'] as const,
  canReply: (courseId: number, userId: string | null) => [queryRoots.reviews, courseId, 'can-reply', userId] as const,
};
