import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { ORDERS_PAGE_SIZE, type OrderFilters } from '../lib/order-filters.ts';
import { orderKeys } from './keys.ts';
import { adminOrderPageSchema, type AdminOrderPage } from './types.ts';

/**
 * One page of orders from rpc admin_list_orders: the server filters, searches (order number,
 * learner name or e-mail) and counts, so no user text is spliced into a PostgREST filter.
 */
export async function getOrders(filters: OrderFilters): Promise<AdminOrderPage> {
  const search = filters.search.trim();
  const answer = await getSupabase().rpc('admin_list_orders', {
    p_status: filters.status ?? undefined,
    p_from: filters.from ?? undefined,
    p_to: filters.to ?? undefined,
    p_search: search === '' ? undefined : search,
    p_limit: ORDERS_PAGE_SIZE,
    p_offset: (filters.page - 1) * ORDERS_PAGE_SIZE,
  });
  return adminOrderPageSchema.parse(unwrap(answer));
}

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({ queryKey: orderKeys.list(filters), queryFn: () => getOrders(filters), placeholderData: keepPreviousData });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQuery(filters));
}
