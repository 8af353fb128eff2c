export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a learner can do with an order in each status. */
export type OrderAction = 'pay' | 'cancel' | 'buy-again' | 'receipt';

const ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  pending: ['pay', 'cancel'],
  expired: ['buy-again'],
  cancelled: ['buy-again'],
  paid: ['receipt'],
  refunded: ['receipt'],
};

/**
 * The status to show. The database expires a stale pending order only when
 * one of its functions next runs for this learner, so a plain read can still
 * say `pending` after `expires_at`: shown as expired (with "buy again"), it
 * never offers paying an order the server will refuse. The database still
 * decides; this only keeps the screen from promising what it would refuse.
 */
export function displayedStatus(status: OrderStatus, expiresAt: string, now: Date = new Date()): OrderStatus {
  if (status !== 'pending') return status;
  const expiry = new Date(expiresAt).getTime();
  return Number.isFinite(expiry) && expiry <= now.getTime() ? 'expired' : 'pending';
}

export function orderActions(status: OrderStatus): readonly OrderAction[] {
  return ACTIONS[status];
}

/** Badge colours: green for money received, amber while waiting, grey for the rest. */
export function statusTone(status: OrderStatus): 'success' | 'warning' | 'muted' {
  if (status === 'paid') return 'success';
  if (status === 'pending') return 'warning';
  return 'muted';
}
