import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { adminTh } from '../../../config/messages.ts';
import { emptyToNull } from '../../../lib/zod-helpers.ts';
import { invalidateAfterPayment } from './invalidate-after-payment.ts';

export const markOrderPaidSchema = z.object({
  orderId: z.number().int().positive(),
  note: z.string().trim().max(500, adminTh.validation.tooLong(500)),
});
export type MarkOrderPaidInput = z.infer<typeof markOrderPaidSchema>;

/** rpc admin_mark_order_paid: for a transfer seen in the bank account without a slip; the note lands in the history. */
export async function markOrderPaid(input: MarkOrderPaidInput): Promise<void> {
  const v = markOrderPaidSchema.parse(input);
  assertOk(await getSupabase().rpc('admin_mark_order_paid', { p_order_id: v.orderId, p_note: emptyToNull(v.note) ?? undefined }));
}

export function useMarkOrderPaid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markOrderPaid, onSuccess: () => invalidateAfterPayment(client) });
}
