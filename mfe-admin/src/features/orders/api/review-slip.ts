import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { adminTh } from '../../../config/messages.ts';
import { invalidateAfterPayment } from './invalidate-after-payment.ts';

/** Rejecting needs a reason the learner will read; the server refuses an empty one too (reason_required). */
export const reviewSlipSchema = z.union([
  z.object({ slipId: z.number().int().positive(), approve: z.literal(true) }),
  z.object({
    slipId: z.number().int().positive(),
    approve: z.literal(false),
    reason: z.string().trim().min(1, adminTh.orderActions.reasonRequired).max(500, adminTh.validation.tooLong(500)),
  }),
]);
export type ReviewSlipInput = z.infer<typeof reviewSlipSchema>;

/** rpc admin_review_slip: approving marks the order paid (paid_via 'slip'), which enrols and issues the receipt. */
export async function reviewSlip(input: ReviewSlipInput): Promise<void> {
  const v = reviewSlipSchema.parse(input);
  assertOk(
    await getSupabase().rpc('admin_review_slip', {
      p_slip_id: v.slipId,
      p_approve: v.approve,
      p_reason: v.approve ? undefined : v.reason,
    }),
  );
}

export function useReviewSlip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewSlip, onSuccess: () => invalidateAfterPayment(client) });
}
