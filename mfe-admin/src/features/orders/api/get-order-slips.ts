import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@shared/db';
import { oneOf } from '@shared/db/row-values';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { orderKeys } from './keys.ts';
import { SLIP_STATUSES, type SlipStatus } from '@shared/db/orders';

const SLIP_COLUMNS = 'id,object_path,status,reject_reason,reviewed_at,created_at,qr_reference,qr_read_at';

type SlipRow = Pick<
  Tables<'payment_slips'>,
  'id' | 'object_path' | 'status' | 'reject_reason' | 'reviewed_at' | 'created_at' | 'qr_reference' | 'qr_read_at'
>;
export type PaymentSlip = Omit<SlipRow, 'status'> & { status: SlipStatus };

const toPaymentSlip = (row: SlipRow): PaymentSlip => ({ ...row, status: oneOf(SLIP_STATUSES, row.status, 'payment_slips.status') });

/** Every slip the learner sent for this order, newest first (a rejected slip stays as history). */
export async function getOrderSlips(orderId: number): Promise<PaymentSlip[]> {
  const answer = await getSupabase()
    .from('payment_slips')
    .select(SLIP_COLUMNS)
    .eq('order_id', orderId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  return unwrap(answer).map(toPaymentSlip);
}

export function useOrderSlips(orderId: number) {
  return useQuery(queryOptions({ queryKey: orderKeys.slips(orderId), queryFn: () => getOrderSlips(orderId) }));
}
