import { describe, expect, it } from 'vitest';
import { digitsOnly, isValidPromptPayId, isValidThaiTaxId } from './thai-ids.ts';

describe('isValidThaiTaxId', () => {
  it('accepts IDs whose last digit is the check digit', () => {
    // Weights 13..2 over 010555800000 give 12 + 50 + 45 + 40 + 56 = 203; (11 − 203 mod 11) mod 10 = 6.
    expect(isValidThaiTaxId('0105558000006')).toBe(true);
    expect(isValidThaiTaxId('1101700230708')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidThaiTaxId('0105558000003')).toBe(false);
    expect(isValidThaiTaxId('1101700230705')).toBe(false);
    expect(isValidThaiTaxId('010555800000')).toBe(false);
    expect(isValidThaiTaxId('01055580000066')).toBe(false);
    expect(isValidThaiTaxId('010555800000a')).toBe(false);
  });
});

describe('isValidPromptPayId', () => {
  it('takes a 10-digit mobile starting 0 or a 13-digit ID with its check digit, after dropping spaces and dashes', () => {
    expect(isValidPromptPayId(digitsOnly('081-234-5678'))).toBe(true);
    expect(isValidPromptPayId(digitsOnly('1 1017 00230 70 8'))).toBe(true);
    expect(isValidPromptPayId('8123456789')).toBe(false);
    expect(isValidPromptPayId('081234567')).toBe(false);
    expect(isValidPromptPayId('08123456789')).toBe(false);
    expect(isValidPromptPayId('1101700230705')).toBe(false);
  });
});
