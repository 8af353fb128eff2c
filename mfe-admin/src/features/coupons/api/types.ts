import { z } from '@shared/zod';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const couponSchema = z.object({
  id: z.coerce.number(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.coerce.number(),
  course_id: z.coerce.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_COLUMNS = 'id,code,kind,value,course_id,starts_at,ends_at,max_uses,max_uses_per_user,active,created_at';

/** A coupon as the tab lists it: with its course's title and how many uses count against the limit. */
export type CouponRow = Coupon & { course_title: string | null; uses: number };
