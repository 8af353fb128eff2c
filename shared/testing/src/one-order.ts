import { within } from '@testing-library/react';

/**
 * One order as the database holds it. The admin's orders row, the checkout's payment view and the learner's
 * "my orders" card each render it through their own read (their tests: one-order-seen.test.tsx), and each
 * compares what a person sees with ONE_ORDER_AS_SEEN: the same order reads the same way in every remote.
 * A whole amount: the remotes once disagreed on it ("฿1,290.00" at checkout, "฿1,290" in "my orders").
 */
export const ONE_ORDER = {
  id: 77,
  order_number: 'RC-20261127-000077',
  course_id: 5,
  course_title: 'Python สำหรับผู้เริ่มต้น',
  status: 'pending',
  subtotal: 1290,
  discount: 0,
  total: 1290,
  coupon_code: null,
  payment_method: null,
  // Far ahead, so no remote shows it as expired whatever the clock says.
  expires_at: '2099-01-01T00:00:00.000Z',
  created_at: '2026-11-27T03:00:00.000Z',
} as const;

export interface OrderAsSeen {
  label: string;
  tone: string | null;
  amount: string;
}

export const ONE_ORDER_AS_SEEN: OrderAsSeen = { label: 'รอชำระเงิน', tone: 'warning', amount: '฿1,290' };

/** What a person sees of an order inside `scope`: its status badge's words and tone, and the amount's text. */
export function orderAsSeen(scope: HTMLElement, amount: HTMLElement): OrderAsSeen {
  const badge = within(scope).getByTestId('order-status');
  return { label: badge.textContent, tone: badge.getAttribute('data-tone'), amount: amount.textContent };
}
