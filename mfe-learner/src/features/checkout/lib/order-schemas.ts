import { z } from '@shared/zod';
import { toOrderStatus, type OrderStatus } from '@shared/db/orders';
import { orderAnswerSchema, type OrderAnswer } from '@shared/schemas/orders';
import type { Tables } from '@shared/db';

// checkout_quote answers `Json` (the generated types cannot describe it): parsed here, where they
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

/** `get_order`: one schema for the checkout and the admin (@shared/db/orders). */
export const orderDetailSchema = orderAnswerSchema;
export type OrderDetail = OrderAnswer;
