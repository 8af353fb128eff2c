import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared/supabase';
import { orderRowSchema, type OrderRow } from '../lib/order-schemas.ts';
import { checkoutKeys } from './keys.ts';

/** Cancels the learner's own pending order (the database refuses any other). */
export async function cancelOrder(orderId: number): Promise<OrderRow> {
  const result = await getSupabase().rpc('cancel_order', { p_order_id: orderId });
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return orderRowSchema.parse(row);
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
