import { z } from '@shared/zod';
import { ORDER_STATUSES, latestSlipSchema, toOrderStatus, type OrderStatus } from '@shared/db/orders';
import type { Tables } from '@shared/db';

// checkout_quote and get_order answer `Json` (the generated types cannot describe them): parsed here, where they
// cross into the page. numeric(10,2) is a JSON number from PostgREST.
const money = z.number();
const id = z.number().int().positive();

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

/** The columns of an `orders` row this page reads (create_order, the open-order lookup): typed rows, status narrowed. */
export type OrderRow = Pick<Tables<'orders'>, 'id' | 'order_number' | 'course_id' | 'total' | 'expires_at'> & { status: OrderStatus };

export function toOrderRow(row: Pick<Tables<'orders'>, 'id' | 'order_number' | 'course_id' | 'status' | 'total' | 'expires_at'>): OrderRow {
  return {
    id: row.id,
    order_number: row.order_number,
    course_id: row.course_id,
    status: toOrderStatus(row.status),
    total: row.total,
    expires_at: row.expires_at,
  };
}

/** `get_order` (answers `Json`, so parsed here): the order with what its payment view shows, expired first by the database if due. */
export const orderDetailSchema = z.object({
  id,
  order_number: z.string(),
  course_id: id,
  status: z.enum(ORDER_STATUSES),
  total: money,
  expires_at: z.string(),
  subtotal: money,
  discount: money,
  coupon_code: z.string().nullable(),
  course_title: z.string(),
  course_image_url: z.string().nullable(),
  promptpay_id: z.string().nullable(),
  school_name: z.string().nullable(),
  seconds_left: z.number().nonnegative(),
  latest_slip: latestSlipSchema.nullable(),
  receipt_number: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
