import {
  LEARNER_ID,
  refused,
  resetTestBackend,
  startSignedIn,
  startSignedOut,
  stubBackend,
  type Handler,
  type SeenRequest,
} from '@shared/testing/stub-backend';

/** The checkout's tests share the remotes' fake backend (@shared/testing/stub-backend) and its rows. */
export { LEARNER_ID, refused, startSignedIn, startSignedOut, stubBackend, type Handler, type SeenRequest };
export { paidCourse } from './catalog-rows.ts';
export const resetCheckoutTestBackend = resetTestBackend;

/** A `get_order` answer for a pending order of that course. */
export function orderDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    order_number: 'RC-20261123-000041',
    user_id: LEARNER_ID,
    course_id: 3,
    status: 'pending',
    subtotal: 2490,
    discount: 249,
    total: 2241,
    coupon_id: 1,
    coupon_code: 'WELCOME10',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    paid_at: null,
    paid_via: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    course_title: 'Docker และ Kubernetes',
    course_image_url: null,
    promptpay_id: '0812345678',
    school_name: 'โรงเรียนเรียนโค้ด',
    seconds_left: 1800,
    latest_slip: null,
    receipt_number: null,
    ...overrides,
  };
}
