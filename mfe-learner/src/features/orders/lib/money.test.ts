import { describe, expect, it } from 'vitest';
import { formatOrderAmount, formatReceiptAmount, toSatang } from './money.ts';

describe('order money', () => {
  it('shows whole baht without satang and keeps satang when a coupon leaves some', () => {
    expect(formatOrderAmount(1290)).toBe('฿1,290');
    expect(formatOrderAmount(1161.5)).toBe('฿1,161.50');
    expect(formatOrderAmount(0)).toBe('฿0');
  });

  it('always prints two decimals on a receipt, with Thai grouping', () => {
    expect(formatReceiptAmount(2990)).toBe('2,990.00');
    expect(formatReceiptAmount(195.61)).toBe('195.61');
    expect(formatReceiptAmount(0)).toBe('0.00');
  });

  it('rounds to the satang, not to a float', () => {
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(formatReceiptAmount(0.1 + 0.2)).toBe('0.30');
  });
});
