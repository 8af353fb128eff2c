import { describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import { checkTotpCode, normaliseTotpCode, totpErrorMessage } from './totp-code.ts';

describe('totpErrorMessage', () => {
  it('says the code was wrong for GoTrue verification failures', () => {
    expect(totpErrorMessage({ message: 'Invalid TOTP code entered', code: 'mfa_verification_failed' })).toBe(th.totp.wrongCode);
    expect(totpErrorMessage({ message: 'expired', code: 'mfa_challenge_expired' })).toBe(th.totp.wrongCode);
  });

  it('falls back to the network or generic message otherwise', () => {
    expect(totpErrorMessage(new TypeError('Failed to fetch'))).not.toBe(th.totp.wrongCode);
    expect(totpErrorMessage({ message: 'boom', code: 'unexpected_failure' })).not.toBe(th.totp.wrongCode);
  });
});

describe('normaliseTotpCode', () => {
  it('accepts six digits, with spaces as apps show them', () => {
    expect(normaliseTotpCode('123456')).toBe('123456');
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '12345', '1234567', '12345a', '１２３４５６']) expect(normaliseTotpCode(bad)).toBeNull();
  });
});

describe('checkTotpCode', () => {
  it('gives the six digits to send', () => {
    expect(checkTotpCode(' 123 456 ')).toEqual({ code: '123456' });
  });

  it('gives the Thai format message, and no code, for anything else', () => {
    expect(checkTotpCode('12345')).toEqual({ formatError: th.totp.codeFormat });
  });
});
