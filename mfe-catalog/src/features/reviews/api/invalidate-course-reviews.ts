import type { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@shared/platform/query/cross-app-keys';
import { reviewKeys } from './keys.ts';

/** After any review or reply change: the course's review lists and breakdown, and the catalogue's aggregates. */
export function invalidateCourseReviews(client: QueryClient, courseId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.course(courseId) }),
    // The catalogue's and instructors' ratings and review counts are aggregates of these rows.
    client.invalidateQueries({ queryKey: catalogKeys.all }),
  ]);
}
