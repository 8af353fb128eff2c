import { describe, expect, it } from 'vitest';
import { saleTimeLeft } from './sale-countdown.ts';

describe('saleTimeLeft', () => {
  it('counts days, then hours, minutes and seconds', () => {
    expect(saleTimeLeft(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2 วัน 03:04:05');
    expect(saleTimeLeft(59)).toBe('00:00:59');
  });

  it('never goes below zero', () => {
    expect(saleTimeLeft(-10)).toBe('00:00:00');
  });
});
