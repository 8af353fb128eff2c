import { describe, expect, it } from 'vitest';
import { formatReceiptAmount } from './money.ts';

describe('receipt money', () => {
  it('always prints two decimals on a receipt, with Thai grouping', () => {
    expect(formatReceiptAmount(2990)).toBe('2,990.00');
    expect(formatReceiptAmount(195.61)).toBe('195.61');
    expect(formatReceiptAmount(0)).toBe('0.00');
  });

  it('rounds to the satang, not to a float', () => {
    expect(formatReceiptAmount(0.1 + 0.2)).toBe('0.30');
  });
});
