import { describe, expect, it } from 'vitest';
import { formatOrderAmount, toSatang } from './order-money.ts';

describe('order money', () => {
  it('shows whole baht without satang and keeps satang when a coupon leaves some', () => {
    expect(formatOrderAmount(1290)).toBe('฿1,290');
    expect(formatOrderAmount(1161.5)).toBe('฿1,161.50');
    expect(formatOrderAmount(0)).toBe('฿0');
  });

  it('rounds to the satang, not to a float', () => {
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(formatOrderAmount(1290.004)).toBe('฿1,290');
    expect(formatOrderAmount(0.1 + 0.2)).toBe('฿0.30');
  });
});
