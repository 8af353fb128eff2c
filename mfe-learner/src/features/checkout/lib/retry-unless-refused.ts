import { orderErrorKey } from '@shared/db/orders';

/**
 * A query's retry rule on this page: a business rule the database refused
 * (course_is_free, order_not_found, …) answers the same every time, so the
 * learner sees its message at once; anything else is retried as elsewhere.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && orderErrorKey(error) === null;
}
