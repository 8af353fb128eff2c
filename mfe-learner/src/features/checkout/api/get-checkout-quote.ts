import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { courseIdSchema } from '../../../lib/route-ids.ts';
import { quoteSchema, type CheckoutQuote } from '../lib/order-schemas.ts';
import { retryUnlessRefused } from '../lib/retry-unless-refused.ts';
import { checkoutKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

/** What the course costs the learner, with a coupon if given: the database validates and computes; nothing is written. */
export async function getCheckoutQuote(courseId: number, couponCode: string | null = null): Promise<CheckoutQuote> {
  const result = await getSupabase().rpc('checkout_quote', {
    p_course_id: courseIdSchema.parse(courseId),
    p_coupon_code: couponCode ?? undefined,
  });
  // checkout_quote answers `Json`: parsed where it crosses into the page.
  return quoteSchema.parse(unwrap(result));
}

export const checkoutQuoteQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: checkoutKeys.quote(courseId), queryFn: () => getCheckoutQuote(courseId), retry: retryUnlessRefused });

/** The price without a coupon: the summary's starting point. */
export function useCheckoutQuote(courseId: number) {
  return useQuery(checkoutQuoteQueryOptions(courseId));
}
