/**
 * Omise's test cards (docs.omise.co/api-testing): these numbers succeed or fail with the same
 * failure_code in the simulator as in Omise's test mode; any other valid number succeeds.
 */
const FAILING_CARDS: Readonly<Record<string, string>> = {
  '4111111111140011': 'insufficient_fund',
  '5555551111110011': 'insufficient_fund',
  '4111111111130012': 'stolen_or_lost_card',
  '5555551111100012': 'stolen_or_lost_card',
  '4111111111120013': 'failed_processing',
  '5555551111190013': 'failed_processing',
  '4111111111110014': 'payment_rejected',
  '5555551111180014': 'payment_rejected',
};

const FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  insufficient_fund: 'insufficient funds in the account or the card has reached the credit limit',
  stolen_or_lost_card: 'card was stolen or lost',
  failed_processing: 'the payment processing has failed',
  payment_rejected: 'the payment was rejected by the issuer or the acquirer',
};

export interface CardOutcome {
  failure_code: string | null;
  failure_message: string | null;
}

export function cardOutcome(number: string): CardOutcome {
  const code = FAILING_CARDS[number] ?? null;
  return { failure_code: code, failure_message: code ? (FAILURE_MESSAGES[code] ?? code) : null };
}

/** The Luhn check every card network uses; Omise refuses a token for a number failing it. */
export function luhnValid(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(number)) return 'MasterCard';
  if (/^35/.test(number)) return 'JCB';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Unknown';
}
