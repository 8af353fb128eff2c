import generatePayload from 'promptpay-qr';

/**
 * The EMVCo payload a Thai bank app reads from a PromptPay QR: the school's
 * PromptPay ID (a mobile number or a 13-digit national/tax ID) and the exact
 * amount, so the learner cannot mistype it. Built by `promptpay-qr`, which
 * follows the Bank of Thailand's profile (merchant account 29 with the
 * PromptPay AID, currency 764, country TH, CRC16 in field 63).
 */
export function promptPayPayload(promptPayId: string, amount: number): string {
  return generatePayload(promptPayId, { amount });
}
