import { z } from 'shared/zod';

// numeric(10,2) is a JSON number from PostgREST; a string is accepted too, as for the catalogue's counts.
const money = z.coerce.number();
const id = z.coerce.number().int().positive();

/** `checkout_quote`: what the learner would pay, computed by the database, nothing written. */
export const quoteSchema = z.object({
  course_id: id,
  course_title: z.string(),
  /** The course's list price; above `subtotal` while a sale runs (decision 0057). */
  list_price: money.optional(),
  subtotal: money,
  discount: money,
  total: money,
  coupon_code: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof quoteSchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The columns of an `orders` row this page reads (create_order, cancel_order, the open-order lookup). */
export const orderRowSchema = z.object({
  id,
  order_number: z.string(),
  course_id: id,
  status: z.enum(ORDER_STATUSES),
  total: money,
  expires_at: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const slipSchema = z.object({
  id,
  status: z.enum(['submitted', 'approved', 'rejected']),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
});
export type LatestSlip = z.infer<typeof slipSchema>;

/** `get_order`: the order with what its payment view shows, expired first by the database if due. */
export const orderDetailSchema = orderRowSchema.extend({
  subtotal: money,
  discount: money,
  coupon_code: z.string().nullable(),
  course_title: z.string(),
  course_image_url: z.string().nullable(),
  promptpay_id: z.string().nullable(),
  school_name: z.string().nullable(),
  seconds_left: z.coerce.number().nonnegative(),
  latest_slip: slipSchema.nullable(),
  receipt_number: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
