import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { couponKeys } from './keys.ts';
import { COUPON_COLUMNS, toCoupon, type CouponRow } from './types.ts';

/**
 * Every coupon, newest first (coupons are admin-only under RLS), with its course title and its
 * uses, counted by the database (`coupon_uses`: paid or pending orders, what checkout limits on).
 */
export async function getCoupons(): Promise<CouponRow[]> {
  const supabase = getSupabase();
  const [coupons, courses, couponUses] = await Promise.all([
    supabase.from('coupons').select(COUPON_COLUMNS).order('created_at', { ascending: false }).limit(1000),
    supabase.from('courses').select('id,title').limit(1000),
    supabase.from('coupon_uses').select('coupon_id,uses').limit(1000),
  ]);
  const titles = new Map(unwrap(courses).map((c) => [c.id, c.title]));
  const uses = new Map(unwrap(couponUses).map((row) => [row.coupon_id, row.uses]));
  return unwrap(coupons)
    .map(toCoupon)
    .map((c) => ({
      ...c,
      course_title: c.course_id === null ? null : (titles.get(c.course_id) ?? null),
      uses: uses.get(c.id) ?? 0,
    }));
}

export function useCoupons() {
  return useQuery(queryOptions({ queryKey: couponKeys.list(), queryFn: getCoupons }));
}
