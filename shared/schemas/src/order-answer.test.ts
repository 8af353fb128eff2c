import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from './order-answer.ts';

/** A get_order answer as the database builds it (to_jsonb(orders) plus the payment view's keys). */
const answer = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  order_number: 'RC-20261123-000041',
  user_id: '00000000-0000-4000-8000-000000000001',
  course_id: 3,
  status: 'paid',
  subtotal: 2490,
  discount: 249,
  total: 2241.5,
  coupon_id: null,
  coupon_code: null,
  expires_at: '2026-11-23T10:30:00Z',
  paid_at: '2026-11-23T10:10:00Z',
  paid_via: 'gateway',
  payment_method: 'card',
  course_title: 'Docker และ Kubernetes',
  course_image_url: null,
  promptpay_id: null,
  school_name: 'โรงเรียนเรียนโค้ด',
  seconds_left: 0,
  latest_slip: { id: 7, status: 'approved', reject_reason: null, created_at: '2026-11-23T10:05:00Z' },
  receipt_number: 'RC-R-000041',
  ...overrides,
});

describe('orderAnswerSchema', () => {
  it('reads what the checkout and the admin both show', () => {
    const order = orderAnswerSchema.parse(answer());
    expect(order).toMatchObject({ id: 41, status: 'paid', total: 2241.5, paid_via: 'gateway', latest_slip: { id: 7, status: 'approved' } });
  });

  it('refuses money and ids as text instead of coercing them', () => {
    expect(orderAnswerSchema.safeParse(answer({ total: '2241.50' })).success).toBe(false);
    expect(orderAnswerSchema.safeParse(answer({ id: '41' })).success).toBe(false);
    expect(
      orderAnswerSchema.safeParse(answer({ latest_slip: { id: '7', status: 'approved', reject_reason: null, created_at: '' } })).success,
    ).toBe(false);
  });

  it('refuses a status or a payer the database does not know', () => {
    expect(orderAnswerSchema.safeParse(answer({ status: 'shipped' })).success).toBe(false);
    expect(orderAnswerSchema.safeParse(answer({ paid_via: 'cash' })).success).toBe(false);
  });
});
