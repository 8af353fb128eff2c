import { z } from '@shared/zod';
import { ORDER_STATUSES } from '@shared/db/orders';
import { latestSlipSchema } from './latest-slip.ts';

/** orders.paid_via's check constraint: who settled the order (text, so the generated row types it `string`). */
export const PAID_VIA = ['slip', 'admin', 'gateway'] as const;
export type PaidVia = (typeof PAID_VIA)[number];

// get_order answers `Json` (the generated types cannot describe a jsonb built in SQL), so its answer crosses a trust
// boundary and is parsed: once, here, for the learner's checkout and the admin's order view alike. numeric(10,2)
// and bigint arrive as JSON numbers from PostgREST: plain z.number(), never coerced.
const money = z.number();
const id = z.number().int().positive();

/**
 * An `orders` row inside a `Json` answer (`to_jsonb(orders)` in get_order, admin_list_orders' rows): the columns
 * every answer about an order carries, statuses narrowed. Each answer extends it with what it adds.
 */
export const orderInJsonSchema = z.object({
  id,
  order_number: z.string(),
  course_id: id,
  status: z.enum(ORDER_STATUSES),
  subtotal: money,
  discount: money,
  total: money,
  coupon_code: z.string().nullable(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  paid_via: z.enum(PAID_VIA).nullable(),
  /** How it was paid (the gateway's webhook or an approved slip); null until paid or when an admin marked it paid. */
  payment_method: z.string().nullable(),
  latest_slip: latestSlipSchema.nullable(),
});

/** `get_order`: the order with what its payment view shows, expired first by the database if due. */
export const orderAnswerSchema = orderInJsonSchema.extend({
  course_title: z.string(),
  course_image_url: z.string().nullable(),
  promptpay_id: z.string().nullable(),
  school_name: z.string().nullable(),
  seconds_left: z.number().nonnegative(),
  receipt_number: z.string().nullable(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
