import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared/supabase';
import { z } from 'shared/zod';
import { slipObjectPath, type SlipCheck } from '../lib/slip-file.ts';
import { checkoutKeys } from './keys.ts';

export const SLIP_BUCKET = 'payment-slips';

type SlipUpload = { userId: string; orderId: number; file: File; check: Extract<SlipCheck, { ok: true }> };

/**
 * Uploads the slip into the learner's own folder of the private bucket, then
 * hands its path to the database, which checks the object (owner, type, size)
 * and records the slip for an admin to review. Storage is imported here, on
 * demand: only this page pays for its client.
 */
export async function submitSlip({ userId, orderId, file, check }: SlipUpload): Promise<number> {
  const { getStorage } = await import('shared/supabase/storage');
  const path = slipObjectPath(userId, orderId, check.extension);
  const upload = await getStorage().from(SLIP_BUCKET).upload(path, file, { contentType: check.contentType, upsert: false });
  if (upload.error) throw upload.error;
  const result = await getSupabase().rpc('submit_payment_slip', { p_order_id: orderId, p_object_path: path });
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return z.object({ id: z.coerce.number() }).parse(row).id;
}

export function useSubmitSlip(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitSlip,
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.order(orderId) }),
  });
}
