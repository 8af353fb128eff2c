import { z } from '@shared/zod';
import { ORDER_STATUSES, PAID_VIA, latestSlipSchema } from '@shared/db/orders';

// admin_list_orders answers `Json`, so it is parsed; numeric(10,2) and bigint are JSON numbers inside jsonb.
const money = z.number();

/** One row of rpc admin_list_orders: the order plus who bought what and the latest slip. */
export const adminOrderSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  user_id: z.string().nullable(),
  course_id: z.number(),
  status: z.enum(ORDER_STATUSES),
  subtotal: money,
  discount: money,
  total: money,
  coupon_code: z.string().nullable(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  paid_via: z.enum(PAID_VIA).nullable(),
  // How it was paid (set by the gateway's webhook or an approved slip); null until paid or when an admin marked it paid.
  payment_method: z.string().nullable(),
  created_at: z.string(),
  learner_name: z.string().nullable(),
  learner_email: z.string().nullable(),
  course_title: z.string().nullable(),
  latest_slip: latestSlipSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = z.object({
  total: z.number().int().nonnegative(),
  rows: z
    .array(adminOrderSchema)
    .nullable()
    .transform((rows) => rows ?? []),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
