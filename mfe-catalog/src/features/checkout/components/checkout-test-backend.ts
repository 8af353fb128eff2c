import {
  LEARNER_ID,
  refused,
  resetTestBackend,
  startSignedIn,
  startSignedOut,
  stubBackend,
  type Handler,
  type SeenRequest,
} from '../../../testing/stub-backend.ts';

/** The checkout's tests share the catalogue's fake backend (src/testing/stub-backend.ts). */
export { LEARNER_ID, refused, startSignedIn, startSignedOut, stubBackend, type Handler, type SeenRequest };
export const resetCheckoutTestBackend = resetTestBackend;

/** The catalogue's row of a paid course. */
export const paidCourse = {
  id: 3, title: 'Docker และ Kubernetes', description: 'คอนเทนเนอร์', image_url: null, instructor_id: 2, category: 'devops', level: 'intermediate',
  price: 2490, instructor_name: 'อ.ณัฐพล', lessons_count: 10, duration_minutes: 300, students_count: 10, rating_avg: 4.5, reviews_count: 2,
};

/** A `get_order` answer for a pending order of that course. */
export function orderDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 41, order_number: 'RC-20261123-000041', user_id: LEARNER_ID, course_id: 3, status: 'pending',
    subtotal: 2490, discount: 249, total: 2241, coupon_id: 1, coupon_code: 'WELCOME10',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), paid_at: null, paid_via: null,
    created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    course_title: 'Docker และ Kubernetes', course_image_url: null, promptpay_id: '0812345678', school_name: 'โรงเรียนเรียนโค้ด',
    seconds_left: 1800, latest_slip: null, receipt_number: null,
    ...overrides,
  };
}
