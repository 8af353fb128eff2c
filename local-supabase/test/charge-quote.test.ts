import { describe, expect, it } from 'vitest';
import { chargeQuoteOf } from 'supabase/functions/charge-quote';

// gateway_charge_quote answers jsonb (Json to the types): create-charge takes the amount it charges from it.
describe('chargeQuoteOf', () => {
  it('takes the quote the database answers', () => {
    const answer = { order_id: 7, order_number: 'RC-20261127-0007', amount: 299_000, currency: 'thb' };
    expect(chargeQuoteOf(answer)).toEqual(answer);
  });

  it('refuses an answer that is not a whole, positive amount of an order', () => {
    const quote = { order_id: 7, order_number: 'RC-20261127-0007', amount: 299_000, currency: 'thb' };
    expect(chargeQuoteOf(null)).toBeNull();
    expect(chargeQuoteOf([quote])).toBeNull();
    expect(chargeQuoteOf({ ...quote, amount: '299000' })).toBeNull();
    expect(chargeQuoteOf({ ...quote, amount: 2990.5 })).toBeNull();
    expect(chargeQuoteOf({ ...quote, amount: 0 })).toBeNull();
    expect(chargeQuoteOf({ ...quote, order_id: null })).toBeNull();
    expect(chargeQuoteOf({ order_id: 7, amount: 299_000, currency: 'thb' })).toBeNull();
  });
});
