import { useMutation } from '@tanstack/react-query';
import { getCheckoutQuote } from './get-checkout-quote.ts';

/** Normalises what the learner typed the way codes are stored (upper case, no spaces around). */
export function normaliseCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Asks the database for the price with a coupon; its refusals (coupon_unknown, coupon_expired, …) come back as errors. */
export function useApplyCoupon(courseId: number) {
  return useMutation({ mutationFn: (code: string) => getCheckoutQuote(courseId, normaliseCouponCode(code)) });
}
