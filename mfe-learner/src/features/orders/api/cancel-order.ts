import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { orderKeys } from './keys.ts';

/** rpc cancel_order: the database checks the owner and that the order is still pending. */
export async function cancelOrder(orderId: number): Promise<void> {
  const p_order_id = z.number().int().positive().parse(orderId);
  const { error } = await getSupabase().rpc('cancel_order', { p_order_id });
  if (error) throw error;
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Refused or not, the list is read again: a refusal usually means the order changed meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
