import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUS_TONES, displayedOrderStatus, toOrderStatus } from './order-status.ts';

describe('order status', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('shows a pending order past its expiry as expired, a live one as pending', () => {
    expect(displayedOrderStatus('pending', '2026-11-23T09:59:59Z', now)).toBe('expired');
    expect(displayedOrderStatus('pending', '2026-11-23T10:30:00Z', now)).toBe('pending');
  });

  it('never changes a settled status', () => {
    expect(displayedOrderStatus('paid', '2026-01-01T00:00:00Z', now)).toBe('paid');
    expect(displayedOrderStatus('refunded', '2026-01-01T00:00:00Z', now)).toBe('refunded');
  });

  it('narrows a row value and refuses one the constraint does not allow', () => {
    expect(toOrderStatus('refunded')).toBe('refunded');
    expect(() => toOrderStatus('shipped')).toThrow('unexpected orders.status: shipped');
  });

  it('gives every status a distinct word', () => {
    const words = ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status]);
    expect(new Set(words).size).toBe(ORDER_STATUSES.length);
    expect(ORDER_STATUS_TONES.paid).toBe('success');
    expect(ORDER_STATUS_TONES.refunded).toBe('danger');
  });
});
