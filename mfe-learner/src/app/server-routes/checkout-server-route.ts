import type { ServerRouteContext } from '@shared/app-root/server-render';
import { courseIdSchema } from '../../lib/route-ids.ts';
import { checkoutCourseQueryOptions } from '../../features/checkout/api/get-checkout-course.ts';
import { enrolmentQueryOptions } from '../../features/checkout/api/get-enrolment.ts';
import { openOrderQueryOptions } from '../../features/checkout/api/get-open-order.ts';
import { checkoutQuoteQueryOptions } from '../../features/checkout/api/get-checkout-quote.ts';
import { orderQueryOptions } from '../../features/checkout/api/get-order.ts';
import { promptPayQrQueryOptions } from '../../features/checkout/api/get-promptpay-qr.ts';

/*
 * /checkout/:courseId rendered by the server for its member (decision 0076): the queries the page draws with
 * (checkout-route.tsx → CheckoutPage → OrderSummary or OrderTracker), read with the member's token, so the painted
 * page is the one the live page draws from the same answers.
 */

/**
 * The course and whether the member owns it (CheckoutLoader), their open order (CheckoutPage, which waits for it
 * even for an owned or free course), then the price to pay (OrderSummary) or the open order to pay (OrderTracker,
 * with its QR). A course id that is not a number reads nothing: the page says the course was not found.
 */
export async function checkoutPrefetch({ params, member, queryClient }: ServerRouteContext): Promise<void> {
  const courseId = courseIdSchema.safeParse(params.courseId);
  if (!courseId.success || !member) return;
  const id = courseId.data;
  const openOrder = openOrderQueryOptions(id, member.id);
  // Side by side: one round trip instead of two for the page's usual case (a course that exists).
  const [course, owned, open] = await Promise.all([
    queryClient.query(checkoutCourseQueryOptions(id)),
    queryClient.query(enrolmentQueryOptions(id, member.id)),
    queryClient.query(openOrder),
  ]);
  if (course === null) {
    // The page says the course was not found without asking for an order: the page carries no answer it does not draw.
    queryClient.removeQueries({ queryKey: openOrder.queryKey, exact: true });
    return;
  }
  if (owned || course.price === 0) return;
  if (open === null) {
    await queryClient.query(checkoutQuoteQueryOptions(id));
    return;
  }
  const order = await queryClient.query(orderQueryOptions(open.id));
  // The transfer panel, the method shown first, draws the school's QR (payment-methods.tsx, slip-transfer-panel.tsx).
  if (order.status === 'pending' && order.promptpay_id) {
    await queryClient.query(promptPayQrQueryOptions(order.promptpay_id, order.total, order.order_number));
  }
}

/**
 * Until an order is open, the page works before its app (decision 0076): the summary's coupon field and pay button
 * wait for it and are answered by the live page (a typed code carried over, a submission or press sent again), and
 * the rest is links. An open order's page does not: its countdown runs and its payment forms (a slip's file, a card)
 * cannot be handed to the live page, so its app starts at once.
 */
export function checkoutWorksBeforeApp({ params, member, queryClient }: ServerRouteContext): boolean {
  const courseId = courseIdSchema.safeParse(params.courseId);
  if (!courseId.success || !member) return true;
  return !queryClient.getQueryData(openOrderQueryOptions(courseId.data, member.id).queryKey);
}
