import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { orderKeys } from './keys.ts';
import { ORDER_STATUSES } from '@shared/db/orders';

const orderEventSchema = z.object({
  id: z.coerce.number(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  actor_id: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema> & {
  /** The actor's name or e-mail; null when the system acted (expiry, a gateway) or the account is gone. */
  actor_name: string | null;
};

/**
 * The order's status history, oldest first (written by a trigger, so it cannot be skipped).
 * Actors are named from public.users, which RLS lets an admin read in full.
 */
export async function getOrderEvents(orderId: number): Promise<OrderEvent[]> {
  const supabase = getSupabase();
  const events = z
    .array(orderEventSchema)
    .parse(
      unwrap(
        await supabase
          .from('order_events')
          .select('id,from_status,to_status,actor_id,reason,created_at')
          .eq('order_id', orderId)
          .order('created_at', { ascending: true })
          .order('id', { ascending: true }),
      ),
    );
  const actorIds = [...new Set(events.flatMap((e) => (e.actor_id ? [e.actor_id] : [])))];
  const names = new Map<string, string>();
  if (actorIds.length > 0) {
    const users = unwrap(await supabase.from('users').select('id,name,email').in('id', actorIds));
    for (const u of users) names.set(u.id, u.name || u.email || u.id);
  }
  return events.map((e) => ({ ...e, actor_name: e.actor_id ? (names.get(e.actor_id) ?? null) : null }));
}

export function useOrderEvents(orderId: number) {
  return useQuery(queryOptions({ queryKey: orderKeys.events(orderId), queryFn: () => getOrderEvents(orderId) }));
}
