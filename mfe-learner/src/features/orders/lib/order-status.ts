import type { OrderStatus } from '@shared/db/orders';

/** What a learner can do with an order in each status. */
export type OrderAction = 'pay' | 'cancel' | 'buy-again' | 'receipt';

const ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  pending: ['pay', 'cancel'],
  expired: ['buy-again'],
  cancelled: ['buy-again'],
  paid: ['receipt'],
  refunded: ['receipt'],
};

export function orderActions(status: OrderStatus): readonly OrderAction[] {
  return ACTIONS[status];
}
