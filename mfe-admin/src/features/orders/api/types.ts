import { z } from '@shared/zod';
import { orderInJsonSchema } from '@shared/schemas/orders';

/** One row of rpc admin_list_orders (a `Json` answer, so parsed): the order plus who bought what. */
export const adminOrderSchema = orderInJsonSchema.extend({
  user_id: z.string().nullable(),
  created_at: z.string(),
  learner_name: z.string().nullable(),
  learner_email: z.string().nullable(),
  course_title: z.string().nullable(),
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
