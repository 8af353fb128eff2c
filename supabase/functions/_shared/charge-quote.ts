import type { Json } from './database.types.ts';

/** gateway_charge_quote's answer: the order's number and its total in satang, as the gateway is asked for it. */
export interface ChargeQuote {
  order_id: number;
  order_number: string;
  amount: number;
  currency: string;
}

const isRecord = (value: Json): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The quote out of the function's `jsonb` answer (typed Json), checked, as an answer the types do not
 * describe is (decision 0063); null if it is not one, which the handler answers as a server error.
 * Checked by hand: the functions import no validation library (Deno takes only what is under supabase/functions).
 */
export function chargeQuoteOf(answer: Json): ChargeQuote | null {
  if (!isRecord(answer)) return null;
  const { order_id, order_number, amount, currency } = answer;
  if (typeof order_id !== 'number' || !Number.isSafeInteger(order_id)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (typeof order_number !== 'string' || typeof currency !== 'string') return null;
  return { order_id, order_number, amount, currency };
}
