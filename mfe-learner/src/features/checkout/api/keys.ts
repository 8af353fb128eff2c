import { courseProgressKeys } from '@shared/platform/query/cross-app-keys';

const root = 'checkout';

export const checkoutKeys = {
  all: [root] as const,
  /** The course being bought: its price and cover. */
  course: (courseId: number) => [root, 'course', courseId] as const,
  /** Whether the learner is enrolled in it: under the enrolments' root, which a payment or a lesson refreshes. */
  enrolment: (courseId: number, userId: string | null) => [...courseProgressKeys.all, 'checkout', courseId, userId] as const,
  quote: (courseId: number) => [root, 'quote', courseId] as const,
  /** Every signed-in member's open order of a course (a prefix of openOrder). */
  openOrders: (courseId: number) => [root, 'open-order', courseId] as const,
  openOrder: (courseId: number, userId: string | null) => [root, 'open-order', courseId, userId] as const,
  order: (orderId: number) => [root, 'order', orderId] as const,
  qr: (promptPayId: string, amount: number, orderNumber: string) => [root, 'qr', promptPayId, amount, orderNumber] as const,
};
