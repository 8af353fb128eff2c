import { z } from '@shared/zod';
import { SLIP_STATUSES } from '@shared/db/orders';

/**
 * The latest payment slip inside get_order's and admin_list_orders's answers. Both functions answer `Json`, so
 * this part of them is parsed (a trust boundary), once for the checkout and the admin alike.
 */
export const latestSlipSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(SLIP_STATUSES),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
});
export type LatestSlip = z.infer<typeof latestSlipSchema>;
