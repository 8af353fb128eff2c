import { describe, expect, it } from 'vitest';
import { totpCode } from './signed-in-session.ts';

describe('totpCode (the demo admin’s authenticator in bench:web)', () => {
  // RFC 6238 appendix B, SHA-1: the secret "12345678901234567890" (base32 below); the last six of its eight digits.
  const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s shows %s', (seconds, code) => {
    expect(totpCode(SECRET, seconds * 1000)).toBe(code);
  });

  it('refuses a secret that is not base32', () => {
    expect(() => totpCode('not-base32!')).toThrow(/base32/);
  });
});
