import type { OrderDetail } from '../api/get-order.ts';

export type OrderActionKind = 'approve' | 'reject' | 'markPaid' | 'refund';

/** What the admin may do with an order as it stands now; the database checks the same again. */
export function availableOrderActions(order: Pick<OrderDetail, 'status' | 'latest_slip'>): OrderActionKind[] {
  if (order.status === 'paid') return ['refund'];
  if (order.status !== 'pending') return [];
  return order.latest_slip?.status === 'submitted' ? ['approve', 'reject', 'markPaid'] : ['markPaid'];
}

/** Reject and refund must say why (the learner reads it; the history keeps it); mark paid takes an optional note. */
export const ACTION_TEXT_FIELD: Record<OrderActionKind, 'none' | 'optional' | 'required'> = {
  approve: 'none',
  reject: 'required',
  markPaid: 'optional',
  refund: 'required',
};
