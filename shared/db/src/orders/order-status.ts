import type { Tables } from '../database.types.ts';
import { oneOf } from '../row-values.ts';

/**
 * orders.status is text with a check constraint (20261123000100_selling_tables.sql), not an enum, so the
 * generated row types it `string`: this list is the constraint's, and `toOrderStatus` narrows a row's value.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/** An unknown value would mean the constraint changed without this list: fail loudly rather than show a wrong badge. */
export function toOrderStatus(value: Tables<'orders'>['status']): OrderStatus {
  return oneOf(ORDER_STATUSES, value, 'orders.status');
}

/** What every remote calls each status: an admin, the checkout and the learner read the same word. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'รอชำระเงิน',
  paid: 'ชำระแล้ว',
  expired: 'หมดอายุ',
  cancelled: 'ยกเลิกแล้ว',
  refunded: 'คืนเงินแล้ว',
};

/** How strongly a badge speaks; the UI kit maps a tone to colours (the label always carries the meaning too). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'muted';

/** Money received is green, waiting for money amber, money given back red, closed without money grey. */
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'danger',
  expired: 'muted',
  cancelled: 'muted',
};

/**
 * The status to show. The database expires a stale pending order only when one of its functions next runs
 * for this learner, so a plain read can still say `pending` after `expires_at`: shown as expired, the screen
 * never offers paying an order the server will refuse. The database still decides.
 */
export function displayedOrderStatus(status: OrderStatus, expiresAt: string, now: Date = new Date()): OrderStatus {
  if (status !== 'pending') return status;
  const expiry = new Date(expiresAt).getTime();
  return Number.isFinite(expiry) && expiry <= now.getTime() ? 'expired' : 'pending';
}
