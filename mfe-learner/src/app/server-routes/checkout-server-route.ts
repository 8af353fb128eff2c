import type { ServerRouteContext } from '@shared/app-root/server-render';
import { courseIdSchema } from '../../lib/route-ids.ts';
import { checkoutCourseQueryOptions } from '../../features/checkout/api/get-checkout-course.ts';
import { enrolmentQueryOptions } from '../../features/checkout/api/get-enrolment.ts';
import { openOrderQueryOptions } from '../../features/checkout/api/get-open-order.ts';
import { checkoutQuoteQueryOptions } from '../../features/checkout/api/get-checkout-quote.ts';

/*
 * /checkout/:courseId rendered by the server for its member (decision 0076): the queries the page draws with
 * (checkout-route.tsx → CheckoutPage → OrderSummary), read with the member's token, so the painted
 * page is the one the live page draws from the same answers.
 */

/**
 * The course and whether the member owns it (CheckoutLoader), their open order (CheckoutPage, which waits for it
 * even for an owned or free course), then the price to pay (OrderSummary). A course id that is not a number reads
 * nothing: the page says the course was not found. An open order reads no more: it is not rendered (below).
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
  if (owned || course.price === 0 || open !== null) return;
  await queryClient.query(checkoutQuoteQueryOptions(id));
}

/**
 * An open order's page is not rendered (decision 0076): its countdown runs only with the app, and its payment forms
 * (a slip's file, a card's number, the method's radio buttons) cannot be handed from a painted page to the live one
 * (a file input cannot be filled by script). Drawn in the browser, as before, it shows no control before it works.
 */
export function checkoutRenders({ params, member, queryClient }: ServerRouteContext): boolean {
  const courseId = courseIdSchema.safeParse(params.courseId);
  if (!courseId.success || !member) return true;
  return !queryClient.getQueryData(openOrderQueryOptions(courseId.data, member.id).queryKey);
}
