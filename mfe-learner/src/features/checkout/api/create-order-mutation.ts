import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseIdSchema } from '../../../lib/route-ids.ts';
import { toOrderRow, type OrderRow } from '../lib/order-schemas.ts';
import { checkoutKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

type NewOrder = { courseId: number; couponCode: string | null };

/** Opens a pending order; the database computes the amount from the course's price and the coupon. */
export async function createOrder({ courseId, couponCode }: NewOrder): Promise<OrderRow> {
  const result = await getSupabase().rpc('create_order', {
    p_course_id: courseIdSchema.parse(courseId),
    p_coupon_code: couponCode ?? undefined,
  });
  return toOrderRow(unwrap(result));
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Either way the open order changed: a new one, or (order_already_open) one this page did not know of.
    onSettled: (_order, _error, { courseId }) => client.invalidateQueries({ queryKey: checkoutKeys.openOrders(courseId) }),
  });
}
