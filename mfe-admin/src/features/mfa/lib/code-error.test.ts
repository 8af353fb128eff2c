import { describe, expect, it } from 'vitest';
import { adminTh } from '../../../config/messages.ts';
import { codeErrorMessage, normaliseCode } from './code-error.ts';

describe('codeErrorMessage', () => {
  it('says the code was wrong for GoTrue verification failures', () => {
    expect(codeErrorMessage({ message: 'Invalid TOTP code entered', code: 'mfa_verification_failed' })).toBe(adminTh.mfa.wrongCode);
    expect(codeErrorMessage({ message: 'expired', code: 'mfa_challenge_expired' })).toBe(adminTh.mfa.wrongCode);
  });

  it('falls back to the network or generic message otherwise', () => {
    expect(codeErrorMessage(new TypeError('Failed to fetch'))).not.toBe(adminTh.mfa.wrongCode);
    expect(codeErrorMessage({ message: 'boom', code: 'unexpected_failure' })).not.toBe(adminTh.mfa.wrongCode);
  });
});

describe('normaliseCode', () => {
  it('accepts six digits, with spaces as apps show them', () => {
    expect(normaliseCode('123456')).toBe('123456');
    expect(normaliseCode(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '12345', '1234567', '12345a', '１２３４５６']) expect(normaliseCode(bad)).toBeNull();
  });
});
