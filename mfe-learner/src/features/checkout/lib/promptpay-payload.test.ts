import { describe, expect, it } from 'vitest';
import { promptPayPayload } from './promptpay-payload.ts';

/** EMVCo TLV: two-digit tag, two-digit length, value; in order, as a map (tags do not repeat at one level). */
function decodeTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(Number.isInteger(length), `length of tag ${tag}`).toBe(true);
    const value = text.slice(at + 4, at + 4 + length);
    expect(value).toHaveLength(length);
    fields.set(tag, value);
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, bit by bit: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('crc16Ccitt (the test’s own reference)', () => {
  it('gives the standard check value 29B1 for "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });
});

describe('promptPayPayload', () => {
  it('pays a mobile number: PromptPay AID, the number as 0066…, amount with two decimals, THB, TH, a correct CRC', () => {
    const payload = promptPayPayload('0812345678', 2691);
    const fields = decodeTlv(payload);
    expect(fields.get('00')).toBe('01'); // payload format
    expect(fields.get('01')).toBe('12'); // dynamic: one amount, for one payment
    const merchant = decodeTlv(fields.get('29') ?? '');
    expect(merchant.get('00')).toBe('A000000677010111');
    expect(merchant.get('01')).toBe('0066812345678');
    expect(fields.get('54')).toBe('2691.00');
    expect(fields.get('53')).toBe('764');
    expect(fields.get('58')).toBe('TH');
    // Field 63 is last; its CRC covers everything before its value, "6304" included.
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('pays a 13-digit national or tax ID as merchant sub-field 02, with satang kept', () => {
    const fields = decodeTlv(promptPayPayload('1-2345-67890-12-1', 1165.5));
    const merchant = decodeTlv(fields.get('29') ?? '');
    expect(merchant.get('02')).toBe('1234567890121');
    expect(merchant.has('01')).toBe(false);
    expect(fields.get('54')).toBe('1165.50');
  });

  it('changes the CRC when the amount changes, so a bank app would refuse an edited payload', () => {
    const a = promptPayPayload('0812345678', 2990);
    const b = promptPayPayload('0812345678', 2691);
    expect(decodeTlv(a).get('63')).toBe(crc16Ccitt(a.slice(0, -4)));
    expect(decodeTlv(a).get('63')).not.toBe(decodeTlv(b).get('63'));
    const tampered = a.replace('2990.00', '2000.00');
    expect(decodeTlv(tampered).get('63')).not.toBe(crc16Ccitt(tampered.slice(0, -4)));
  });

  it('carries the order number as the reference label (tag 62, sub-field 05), with the CRC computed again', () => {
    const payload = promptPayPayload('0812345678', 2691, 'RC-20261124-000013');
    const fields = decodeTlv(payload);
    expect(decodeTlv(fields.get('62') ?? '').get('05')).toBe('RC-20261124-000013');
    expect(fields.get('54')).toBe('2691.00');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));
    // Everything promptpay-qr built is kept as it was, in order, before the reference.
    const plain = promptPayPayload('0812345678', 2691);
    expect(payload.startsWith(plain.slice(0, -8))).toBe(true);
  });

  it('refuses a reference a bank app could not carry', () => {
    expect(() => promptPayPayload('0812345678', 100, 'เลขที่ 1')).toThrow(/reference label/);
    expect(() => promptPayPayload('0812345678', 100, 'R'.repeat(26))).toThrow(/reference label/);
  });
});
