import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { unwrap } from '../../../lib/supabase-result.ts';
import { couponKeys } from './keys.ts';
import { COUPON_COLUMNS, couponSchema, type CouponRow } from './types.ts';

/**
 * Every coupon, newest first (coupons are admin-only under RLS), with its course title and its
 * uses. A use is an order in status paid or pending, the same count the database limits on.
 */
export async function getCoupons(): Promise<CouponRow[]> {
  const supabase = getSupabase();
  const [coupons, courses, orders] = await Promise.all([
    supabase.from('coupons').select(COUPON_COLUMNS).order('created_at', { ascending: false }).limit(1000),
    supabase.from('courses').select('id,title').limit(1000).overrideTypes<{ id: number; title: string }[], { merge: false }>(),
    supabase.from('orders').select('coupon_id').not('coupon_id', 'is', null).in('status', ['paid', 'pending']).limit(100000)
      .overrideTypes<{ coupon_id: number }[], { merge: false }>(),
  ]);
  const titles = new Map(unwrap(courses).map((c) => [c.id, c.title]));
  const uses = new Map<number, number>();
  for (const { coupon_id } of unwrap(orders)) uses.set(coupon_id, (uses.get(coupon_id) ?? 0) + 1);
  return z.array(couponSchema).parse(unwrap(coupons)).map((c) => ({
    ...c,
    course_title: c.course_id === null ? null : (titles.get(c.course_id) ?? null),
    uses: uses.get(c.id) ?? 0,
  }));
}

export function useCoupons() {
  return useQuery(queryOptions({ queryKey: couponKeys.list(), queryFn: getCoupons }));
}
