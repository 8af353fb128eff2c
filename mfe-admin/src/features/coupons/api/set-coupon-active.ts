import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { couponKeys } from './keys.ts';

/** Deactivating keeps the coupon and its history (orders point at it); checkout then answers coupon_expired. */
export async function setCouponActive({ id, active }: { id: number; active: boolean }): Promise<void> {
  assertOk(
    await getSupabase()
      .from('coupons')
      .update({ active: z.boolean().parse(active) })
      .eq('id', z.number().int().parse(id)),
  );
}

export function useSetCouponActive() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setCouponActive, onSuccess: () => void client.invalidateQueries({ queryKey: couponKeys.all }) });
}
