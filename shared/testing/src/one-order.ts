import { within } from '@testing-library/react';

/** orders.status's values (the check constraint of 20261123000100_selling_tables.sql), written out: this is the test's own list. */
export type OneOrderStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';

const STATUSES: readonly OneOrderStatus[] = ['pending', 'paid', 'expired', 'cancelled', 'refunded'];

export interface OrderAsSeen {
  label: string;
  tone: string | null;
  amount: string;
}

/**
 * What a person must see of an order in each status, in every remote: the words and tone of its badge. Written
 * here, not taken from @shared/db/orders, so a change of the shared words or tones is a change of this test too.
 * The remotes once disagreed exactly here: "refunded" red in the admin and muted for the learner, หมดเวลา at the
 * checkout and หมดอายุ elsewhere.
 */
const SEEN_BY_STATUS: Record<OneOrderStatus, Omit<OrderAsSeen, 'amount'>> = {
  pending: { label: 'รอชำระเงิน', tone: 'warning' },
  paid: { label: 'ชำระแล้ว', tone: 'success' },
  expired: { label: 'หมดอายุ', tone: 'muted' },
  cancelled: { label: 'ยกเลิกแล้ว', tone: 'muted' },
  refunded: { label: 'คืนเงินแล้ว', tone: 'danger' },
};

/**
 * The amounts, and how each reads: a whole one (the remotes once wrote "฿1,290.00" at checkout and "฿1,290" in
 * "my orders") and one with satang, which a percent coupon leaves and which must show, not be rounded away.
 */
const AMOUNTS: ReadonlyArray<{ total: number; seen: string }> = [
  { total: 1290, seen: '฿1,290' },
  { total: 1161.5, seen: '฿1,161.50' },
];

/** One order as the database holds it (an `orders` row with its course's title), in `status` for `total`. */
export function oneOrder(status: OneOrderStatus, total: number) {
  return {
    id: 77,
    order_number: 'RC-20261127-000077',
    course_id: 5,
    course_title: 'Python สำหรับผู้เริ่มต้น',
    status,
    subtotal: total,
    discount: 0,
    total,
    coupon_code: null,
    payment_method: null,
    // Far ahead, so no remote shows a pending order as expired whatever the clock says.
    expires_at: '2099-01-01T00:00:00.000Z',
    created_at: '2026-11-27T03:00:00.000Z',
  };
}

export type OneOrder = ReturnType<typeof oneOrder>;

/**
 * Every status with every amount: the admin's orders row, the checkout and the learner's "my orders" card each
 * render each case through their own read (their tests: one-order-seen.test.tsx) and compare what a person sees
 * with `seen`, so the same order reads the same way in every remote.
 */
export const ONE_ORDER_CASES: ReadonlyArray<{ name: string; order: OneOrder; seen: OrderAsSeen }> = STATUSES.flatMap((status) =>
  AMOUNTS.map(({ total, seen }) => ({
    name: `${status} ${total}`,
    order: oneOrder(status, total),
    seen: { ...SEEN_BY_STATUS[status], amount: seen },
  })),
);

/** What a person sees of an order inside `scope`: its status badge's words and tone, and the amount's text. */
export function orderAsSeen(scope: HTMLElement, amount: HTMLElement): OrderAsSeen {
  const badge = within(scope).getByTestId('order-status');
  return { label: badge.textContent, tone: badge.getAttribute('data-tone'), amount: amount.textContent };
}
