import { describe, expect, it } from 'vitest';
import { orderActions } from './order-status.ts';

describe('order actions', () => {
  it('offers pay and cancel while pending, buy again when over, the receipt once paid', () => {
    expect(orderActions('pending')).toEqual(['pay', 'cancel']);
    expect(orderActions('expired')).toEqual(['buy-again']);
    expect(orderActions('cancelled')).toEqual(['buy-again']);
    expect(orderActions('paid')).toEqual(['receipt']);
    expect(orderActions('refunded')).toEqual(['receipt']);
  });
});
