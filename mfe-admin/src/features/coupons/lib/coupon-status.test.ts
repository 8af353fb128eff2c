import { describe, expect, it } from 'vitest';
import { couponStatus } from './coupon-status.ts';

const NOW = new Date('2026-11-27T05:00:00Z');
const coupon = { active: true, starts_at: null, ends_at: null, max_uses: null, uses: 0 };

describe('couponStatus', () => {
  it('calls a coupon usable only when checkout would accept it now', () => {
    expect(couponStatus(coupon, NOW)).toBe('active');
    expect(couponStatus({ ...coupon, starts_at: '2026-01-01T00:00:00+07:00', ends_at: '2026-12-31T23:59:00+07:00' }, NOW)).toBe('active');
  });

  it('tells an expired coupon (the seed’s EXPIRED2025), ending at its end as the database does', () => {
    expect(couponStatus({ ...coupon, starts_at: '2025-01-01T00:00:00+07:00', ends_at: '2025-12-31T23:59:00+07:00' }, NOW)).toBe('expired');
    expect(couponStatus({ ...coupon, ends_at: NOW.toISOString() }, NOW)).toBe('expired');
  });

  it('tells a used-up coupon (the seed’s USEDUP, 1 of 1)', () => {
    expect(couponStatus({ ...coupon, max_uses: 1, uses: 1 }, NOW)).toBe('usedUp');
    expect(couponStatus({ ...coupon, max_uses: 2, uses: 1 }, NOW)).toBe('active');
  });

  it('tells a coupon that has not started yet, and one switched off above all', () => {
    expect(couponStatus({ ...coupon, starts_at: '2026-12-01T00:00:00+07:00' }, NOW)).toBe('scheduled');
    expect(couponStatus({ ...coupon, active: false, ends_at: '2025-01-01T00:00:00Z' }, NOW)).toBe('off');
  });
});
