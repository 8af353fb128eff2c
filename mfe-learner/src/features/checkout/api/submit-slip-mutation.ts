import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { slipObjectPath, type SlipCheck } from '../lib/slip-file.ts';
import { FunctionRefusal, invokeFunction } from '@shared/platform/supabase/functions';
import { checkoutKeys } from './keys.ts';
import { assertOk, unwrap } from '@shared/db/answer';

export const SLIP_BUCKET = 'payment-slips';

type SlipUpload = { userId: string; orderId: number; file: File; check: Extract<SlipCheck, { ok: true }> };

/**
 * Uploads the slip into the learner's own folder of the private bucket, then
 * hands its path to the database, which checks the object (owner, type, size)
 * and records the slip for an admin to review. Storage is imported here, on
 * demand: only this page pays for its client.
 */
export async function submitSlip({ userId, orderId, file, check }: SlipUpload): Promise<number> {
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const path = slipObjectPath(userId, orderId, check.extension);
  const upload = await getStorage().from(SLIP_BUCKET).upload(path, file, { contentType: check.contentType, upsert: false });
  assertOk(upload);
  const slipId = unwrap(await getSupabase().rpc('submit_payment_slip', { p_order_id: orderId, p_object_path: path })).id;
  await readSlipReference(slipId);
  return slipId;
}

/**
 * Has the read-slip function decode the slip's QR on the server. A transfer already used for
 * another order comes back as the contract's refusal (slip_reference_used, Thai in @shared/db/orders);
 * any other failure leaves the slip for the admin, who sees it was not read.
 */
async function readSlipReference(slipId: number): Promise<void> {
  try {
    await invokeFunction('read-slip', { slip_id: slipId });
  } catch (error) {
    if (error instanceof FunctionRefusal && error.code === 'slip_reference_used') {
      throw Object.assign(new Error('slip_reference_used'), { code: 'P0001' });
    }
  }
}

export function useSubmitSlip(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitSlip,
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.order(orderId) }),
  });
}
