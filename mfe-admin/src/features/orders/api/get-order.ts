import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { orderKeys } from './keys.ts';
import { ORDER_STATUSES, latestSlipSchema } from '@shared/db/orders';

/** The parts of rpc get_order the detail view needs fresh after an action (the list row may be filtered away). */
const orderDetailSchema = z.object({
  id: z.coerce.number(),
  status: z.enum(ORDER_STATUSES),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  paid_via: z.enum(['slip', 'admin', 'gateway']).nullable(),
  payment_method: z.string().nullable(),
  latest_slip: latestSlipSchema.nullable(),
  receipt_number: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** get_order expires a due pending order first, so the admin never acts on a stale "pending". */
export async function getOrder(orderId: number): Promise<OrderDetail> {
  return orderDetailSchema.parse(unwrap(await getSupabase().rpc('get_order', { p_order_id: orderId })));
}

export function useOrder(orderId: number) {
  return useQuery(queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) }));
}
