import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { courseIdSchema } from '../../../lib/route-ids.ts';
import { toOrderRow, type OrderRow } from '../lib/order-schemas.ts';
import { checkoutKeys } from './keys.ts';
import { unwrapMaybe } from '@shared/db/answer';

/**
 * The learner's pending order for this course, if any (RLS shows only their
 * own orders; the database keeps at most one pending per course), so coming
 * back to the checkout resumes it instead of making a second one.
 */
export async function getOpenOrder(courseId: number): Promise<OrderRow | null> {
  const answer = await getSupabase()
    .from('orders')
    .select('id,order_number,course_id,status,total,expires_at')
    .eq('course_id', courseIdSchema.parse(courseId))
    .eq('status', 'pending')
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  const row = unwrapMaybe(answer);
  return row === null ? null : toOrderRow(row);
}

export const openOrderQueryOptions = (courseId: number, userId: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.openOrder(courseId, userId),
    queryFn: () => getOpenOrder(courseId),
    enabled: userId !== null,
    staleTime: 0,
  });

export function useOpenOrder(courseId: number) {
  const userId = useSignedInUserId();
  return useQuery(openOrderQueryOptions(courseId, userId));
}
