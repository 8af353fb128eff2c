import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { orderKeys } from './keys.ts';
import { SLIP_STATUSES } from '@shared/db/orders';

const paymentSlipSchema = z.object({
  id: z.coerce.number(),
  object_path: z.string(),
  status: z.enum(SLIP_STATUSES),
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  qr_reference: z.string().nullable(),
  qr_read_at: z.string().nullable(),
});
export type PaymentSlip = z.infer<typeof paymentSlipSchema>;

/** Every slip the learner sent for this order, newest first (a rejected slip stays as history). */
export async function getOrderSlips(orderId: number): Promise<PaymentSlip[]> {
  const answer = await getSupabase()
    .from('payment_slips')
    .select('id,object_path,status,reject_reason,reviewed_at,created_at,qr_reference,qr_read_at')
    .eq('order_id', orderId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  return z.array(paymentSlipSchema).parse(unwrap(answer));
}

export function useOrderSlips(orderId: number) {
  return useQuery(queryOptions({ queryKey: orderKeys.slips(orderId), queryFn: () => getOrderSlips(orderId) }));
}
