import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@shared/db';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import { ORDER_STATUSES, type OrderStatus } from '@shared/db/orders';
import { orderKeys } from './keys.ts';

type OrderEventRow = Pick<Tables<'order_events'>, 'id' | 'from_status' | 'to_status' | 'actor_id' | 'reason' | 'created_at'>;

export type OrderEvent = Omit<OrderEventRow, 'from_status' | 'to_status'> & {
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  /** The actor's name or e-mail; null when the system acted (expiry, a gateway) or the account is gone. */
  actor_name: string | null;
};

/**
 * The order's status history, oldest first (written by a trigger, so it cannot be skipped).
 * Actors are named from public.users, which RLS lets an admin read in full.
 */
export async function getOrderEvents(orderId: number): Promise<OrderEvent[]> {
  const supabase = getSupabase();
  const events = unwrap(
    await supabase
      .from('order_events')
      .select('id,from_status,to_status,actor_id,reason,created_at')
      .eq('order_id', orderId)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
  const actorIds = [...new Set(events.flatMap((e) => (e.actor_id ? [e.actor_id] : [])))];
  const names = new Map<string, string>();
  if (actorIds.length > 0) {
    const users = unwrap(await supabase.from('users').select('id,name,email').in('id', actorIds));
    for (const u of users) names.set(u.id, u.name || u.email || u.id);
  }
  return events.map((e) => ({
    ...e,
    from_status: e.from_status === null ? null : oneOf(ORDER_STATUSES, e.from_status, 'order_events.from_status'),
    to_status: oneOf(ORDER_STATUSES, e.to_status, 'order_events.to_status'),
    actor_name: e.actor_id ? (names.get(e.actor_id) ?? null) : null,
  }));
}

export const orderEventsQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.events(orderId), queryFn: () => getOrderEvents(orderId) });

export function useOrderEvents(orderId: number) {
  return useQuery(orderEventsQuery(orderId));
}
