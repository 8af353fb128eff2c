import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@shared/platform/toast';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { checkoutKeys } from './keys.ts';
import { SLIP_BUCKET } from './submit-slip-mutation.ts';
import { unwrap } from '@shared/db/answer';

type SlipFolder = { userId: string; orderId: number };

/**
 * Removes the learner's slips of a pending order (their folder `<uid>/<orderId>/`). Storage's
 * policy allows it only while the order is pending; the database then withdraws the slip that
 * was waiting for review, so the page offers the upload again.
 */
export async function removeSlips({ userId, orderId }: SlipFolder): Promise<number> {
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const folder = `${userId}/${orderId}`;
  const bucket = getStorage().from(SLIP_BUCKET);
  const listed = unwrap(await bucket.list(folder));
  const names = listed.map((object) => `${folder}/${object.name}`);
  if (names.length === 0) return 0;
  return unwrap(await bucket.remove(names)).length;
}

export function useRemoveSlips(orderId: number) {
  const client = useQueryClient();
  const t = checkoutText;
  return useMutation({
    mutationFn: removeSlips,
    onSuccess: () => toast.success(t.slipRemoved),
    onError: () => toast.error(t.slipRemoveFailed),
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.order(orderId) }),
  });
}
