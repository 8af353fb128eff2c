import type { Tables } from '@shared/db';
import { oneOf } from '@shared/db/row-values';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_COLUMNS = 'id,code,kind,value,course_id,starts_at,ends_at,max_uses,max_uses_per_user,active,created_at';

type CouponTableRow = Pick<
  Tables<'coupons'>,
  'id' | 'code' | 'kind' | 'value' | 'course_id' | 'starts_at' | 'ends_at' | 'max_uses' | 'max_uses_per_user' | 'active' | 'created_at'
>;

/** A coupon as the admin's pages use it: its kind narrowed from the column's check constraint. */
export type Coupon = Omit<CouponTableRow, 'kind'> & { kind: CouponKind };

export function toCoupon(row: CouponTableRow): Coupon {
  return { ...row, kind: oneOf(COUPON_KINDS, row.kind, 'coupons.kind') };
}

/** A coupon as the tab lists it: with its course's title and how many uses count against the limit. */
export type CouponRow = Coupon & { course_title: string | null; uses: number };
