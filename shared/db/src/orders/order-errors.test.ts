import { describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import { orderErrorKey, orderErrorMessage } from './order-errors.ts';

describe('orderErrorMessage', () => {
  it('turns each contract key into its Thai sentence', () => {
    expect(orderErrorMessage({ code: 'P0001', message: 'order_not_pending', details: null, hint: null })).toBe(
      'คำสั่งซื้อนี้ไม่ได้อยู่ในสถานะรอชำระเงินแล้ว',
    );
    expect(orderErrorMessage({ code: 'P0001', message: 'order_not_found' })).toBe('ไม่พบคำสั่งซื้อนี้');
    expect(orderErrorMessage({ code: 'P0001', message: 'member_inactive' })).toContain('ระงับ');
    expect(orderErrorMessage({ code: 'P0001', message: 'coupon_used_up' })).toBe('คูปองนี้ถูกใช้ครบจำนวนแล้ว');
  });

  it('falls back to the site message for unknown keys, inherited names and other codes', () => {
    expect(orderErrorMessage({ code: 'P0001', message: 'something_new' })).toBe(th.errors.unexpected);
    expect(orderErrorMessage({ code: 'P0001', message: 'toString' })).toBe(th.errors.unexpected);
    expect(orderErrorMessage({ code: '42501', message: 'order_not_found' })).toBe(th.errors.forbidden);
    expect(orderErrorMessage(new TypeError('Failed to fetch'))).toBe(th.errors.network);
  });

  it('names the refused rule only for a P0001 answer', () => {
    expect(orderErrorKey({ code: 'P0001', message: 'order_expired' })).toBe('order_expired');
    expect(orderErrorKey({ code: '23505', message: 'order_expired' })).toBeNull();
  });
});
