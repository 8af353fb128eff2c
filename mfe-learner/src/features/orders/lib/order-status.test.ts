import { describe, expect, it } from 'vitest';
import { displayedStatus, orderActions } from './order-status.ts';

describe('order status', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('shows a pending order past its expiry as expired, a live one as pending', () => {
    expect(displayedStatus('pending', '2026-11-23T09:59:59Z', now)).toBe('expired');
    expect(displayedStatus('pending', '2026-11-23T10:30:00Z', now)).toBe('pending');
  });

  it('never changes a settled status', () => {
    expect(displayedStatus('paid', '2026-01-01T00:00:00Z', now)).toBe('paid');
    expect(displayedStatus('refunded', '2026-01-01T00:00:00Z', now)).toBe('refunded');
  });

  it('offers pay and cancel while pending, buy again when over, the receipt once paid', () => {
    expect(orderActions('pending')).toEqual(['pay', 'cancel']);
    expect(orderActions('expired')).toEqual(['buy-again']);
    expect(orderActions('cancelled')).toEqual(['buy-again']);
    expect(orderActions('paid')).toEqual(['receipt']);
    expect(orderActions('refunded')).toEqual(['receipt']);
  });
});
