import { queryRoots } from '../../../lib/query-roots.ts';

export const reviewKeys = {
  all: [queryRoots.reviews] as const,
  course: (courseId: number) => [queryRoots.reviews, courseId] as const,
};
