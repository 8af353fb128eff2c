import { queryRoots } from '../../../lib/query-roots.ts';

export const checkoutKeys = {
  all: [queryRoots.checkout] as const,
  quote: (courseId: number) => [queryRoots.checkout, 'quote', courseId] as const,
  /** Every signed-in member's open order of a course (a prefix of openOrder). */
  openOrders: (courseId: number) => [queryRoots.checkout, 'open-order', courseId] as const,
  openOrder: (courseId: number, userId: string | null) => [queryRoots.checkout, 'open-order', courseId, userId] as const,
  order: (orderId: number) => [queryRoots.checkout, 'order', orderId] as const,
  qr: (promptPayId: string, amount: number, orderNumber: string) => [queryRoots.checkout, 'qr', promptPayId, amount, orderNumber] as const,
};
