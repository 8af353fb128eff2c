import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { orderDetailSchema, type OrderDetail } from '../lib/order-schemas.ts';
import { retryUnlessRefused } from '../lib/retry-unless-refused.ts';
import { checkoutKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

/** How often a pending order is re-read, so the page moves on by itself once an admin confirms the payment. */
export const ORDER_POLL_MS = 5000;

/** One order as its payment view needs it; the database expires it first if it is due. */
export async function getOrder(orderId: number): Promise<OrderDetail> {
  // get_order answers `Json`: parsed where it crosses into the page.
  const answer = await getSupabase().rpc('get_order', { p_order_id: orderId });
  return orderDetailSchema.parse(unwrap(answer));
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(orderId),
    queryFn: () => getOrder(orderId),
    retry: retryUnlessRefused,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
    // A learner who switched to the bank app comes back to a page that still checks.
    refetchIntervalInBackground: true,
  });

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
