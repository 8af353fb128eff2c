import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { adminTh } from '../../../config/messages.ts';
import { couponKeys } from './keys.ts';
import { COUPON_COLUMNS, COUPON_KINDS, toCoupon, type Coupon } from './types.ts';

const t = adminTh.coupons.invalid;

/** The same pattern as the table's check, after the upper-casing the table stores. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** '' = no limit; otherwise a whole number from 1. */
const optionalLimit = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000), t.limit);
/** '' = open end; otherwise a datetime-local value. */
const optionalMoment = z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), t.date);

/**
 * The create form, mirroring the table's checks so a mistake is shown at the field:
 * code pattern, percent 1–100, fixed > 0, and an end after the start.
 */
export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_PATTERN, t.code)),
    kind: z.enum(COUPON_KINDS),
    value: z.number({ error: t.number }).refine(Number.isFinite, t.number),
    course_id: z.string(),
    starts_at: optionalMoment,
    ends_at: optionalMoment,
    max_uses: optionalLimit,
    max_uses_per_user: optionalLimit,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && !(v.value >= 1 && v.value <= 100)) ctx.addIssue({ code: 'custom', path: ['value'], message: t.percent });
    if (v.kind === 'fixed' && !(v.value > 0 && v.value <= 99_999_999.99))
      ctx.addIssue({ code: 'custom', path: ['value'], message: t.fixed });
    if (v.starts_at !== '' && v.ends_at !== '' && new Date(v.ends_at) <= new Date(v.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: t.endBeforeStart });
    }
  });
export type CouponFormInput = z.infer<typeof couponFormSchema>;
export type CouponFormValues = z.infer<typeof couponFormSchema>;

export const EMPTY_COUPON_FORM: CouponFormInput = {
  code: '',
  kind: 'percent',
  value: 10,
  course_id: '',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  max_uses_per_user: '1',
};

const toLimit = (v: string) => (v.trim() === '' ? null : Number(v));
const toMoment = (v: string) => (v === '' ? null : new Date(v).toISOString());

/** Form text → the columns: empty means none, local date-times become instants, money keeps two decimals. */
export function toCouponRow(values: CouponFormInput) {
  const v = couponFormSchema.parse(values);
  return {
    code: v.code,
    kind: v.kind,
    value: Math.round(v.value * 100) / 100,
    course_id: v.course_id === '' ? null : Number(v.course_id),
    starts_at: toMoment(v.starts_at),
    ends_at: toMoment(v.ends_at),
    max_uses: toLimit(v.max_uses),
    max_uses_per_user: toLimit(v.max_uses_per_user),
  };
}

/** A plain insert: coupons are admin-only under RLS, and the table's checks stand behind the form's. */
export async function createCoupon(values: CouponFormInput): Promise<Coupon> {
  const answer = await getSupabase().from('coupons').insert(toCouponRow(values)).select(COUPON_COLUMNS).single();
  return toCoupon(unwrap(answer));
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => void client.invalidateQueries({ queryKey: couponKeys.all }) });
}
