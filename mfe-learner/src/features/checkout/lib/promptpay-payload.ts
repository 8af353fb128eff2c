import generatePayload from 'promptpay-qr';

/** Tag 62, the EMVCo additional-data template, and its sub-field 05, the reference label. */
const ADDITIONAL_DATA = '62';
const REFERENCE_LABEL = '05';
/** EMVCo allows 25 characters in a reference label; the alphabet keeps bank apps from choking. */
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,25}$/;

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo field 63 carries it. */
export function emvCrc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The EMVCo payload a Thai bank app reads from a PromptPay QR: the school's PromptPay ID (a
 * mobile number or a 13-digit national/tax ID), the exact amount, so the learner cannot mistype
 * it, and the order number as the reference label, so a transfer can be matched to its order.
 * `promptpay-qr` builds the Bank of Thailand's profile (merchant account 29 with the PromptPay
 * AID, currency 764, country TH, CRC16 in field 63) but has no reference field, so tag 62 is
 * added before the CRC and the CRC computed again.
 */
export function promptPayPayload(promptPayId: string, amount: number, reference?: string): string {
  const base = generatePayload(promptPayId, { amount });
  if (reference === undefined) return base;
  if (!REFERENCE_PATTERN.test(reference)) throw new Error(`not an EMVCo reference label: ${reference}`);
  // Field 63 ("6304" + 4 hex digits) is last; everything before it stays as built.
  const body = `${base.slice(0, -8)}${field(ADDITIONAL_DATA, field(REFERENCE_LABEL, reference))}6304`;
  return `${body}${emvCrc16(body)}`;
}
