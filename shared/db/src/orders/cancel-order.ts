import { getRestClient } from '../rest/rest.ts';
import type { Database } from '../database.types.ts';

/**
 * rpc cancel_order: the database checks that the caller owns the order and that it is still pending, and answers
 * the cancelled row. The page's REST client is the site client's own `rpc` (a signed-in caller's token rides along). Refusals arrive as P0001 keys (order-errors.ts).
 */
export async function cancelOrder(orderId: number): Promise<Database['public']['Functions']['cancel_order']['Returns']> {
  const { data, error } = await getRestClient().rpc('cancel_order', { p_order_id: orderId });
  if (error) throw error;
  return data;
}
