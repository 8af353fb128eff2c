import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { orderAnswerSchema, type OrderAnswer } from '@shared/schemas/orders';
import { orderKeys } from './keys.ts';

/** The order as rpc get_order answers it: the detail view reads it fresh after an action (the list row may be filtered away). */
export type OrderDetail = OrderAnswer;

/** get_order expires a due pending order first, so the admin never acts on a stale "pending". */
export async function getOrder(orderId: number): Promise<OrderDetail> {
  return orderAnswerSchema.parse(unwrap(await getSupabase().rpc('get_order', { p_order_id: orderId })));
}

export const orderQuery = (orderId: number) => queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });

export function useOrder(orderId: number) {
  return useQuery(orderQuery(orderId));
}
