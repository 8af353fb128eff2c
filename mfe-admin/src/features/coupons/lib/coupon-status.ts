import type { CouponRow } from '../api/types.ts';

/**
 * What checkout would do with a coupon now, as the admin list says it. "ใช้งานได้" only when the
 * database would accept it (validate_coupon: active, inside its window, under its limit); the
 * list called expired and used-up coupons usable.
 */
export type CouponStatus = 'off' | 'expired' | 'usedUp' | 'scheduled' | 'active';

type StatusInput = Pick<CouponRow, 'active' | 'starts_at' | 'ends_at' | 'max_uses' | 'uses'>;

export function couponStatus(coupon: StatusInput, now: Date = new Date()): CouponStatus {
  if (!coupon.active) return 'off';
  if (coupon.ends_at !== null && new Date(coupon.ends_at).getTime() <= now.getTime()) return 'expired';
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'usedUp';
  if (coupon.starts_at !== null && new Date(coupon.starts_at).getTime() > now.getTime()) return 'scheduled';
  return 'active';
}
