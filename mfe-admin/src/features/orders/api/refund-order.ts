import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { adminTh } from '../../../config/messages.ts';
import { invalidateAfterPayment } from './invalidate-after-payment.ts';

export const refundOrderSchema = z.object({
  orderId: z.number().int().positive(),
  reason: z.string().trim().min(1, adminTh.orderActions.reasonRequired).max(500, adminTh.validation.tooLong(500)),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/** rpc admin_refund_order: paid orders only; the database revokes the enrolment and keeps receipt and history. */
export async function refundOrder(input: RefundOrderInput): Promise<void> {
  const v = refundOrderSchema.parse(input);
  assertOk(await getSupabase().rpc('admin_refund_order', { p_order_id: v.orderId, p_reason: v.reason }));
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSuccess: () => invalidateAfterPayment(client) });
}
