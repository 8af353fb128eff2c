import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSendAllowed, generateOtp, matchesStored, tokenHash, withFlowPrefix } from './email-otp.ts';

describe('GoTrue e-mail OTP scheme', () => {
  it('hashes as GoTrue does: hex sha224 of the address followed by the code', () => {
    // python3 -c "import hashlib; print(hashlib.sha224(b'somchai@example.com123456').hexdigest())"
    expect(tokenHash('somchai@example.com', '123456')).toBe('b3bce5553ae4c4371f4f8801d4481bbe371e0b4e8856a6d53f4d7495');
  });

  it('makes numeric codes of the configured length', () => {
    for (const length of [6, 8, 10]) expect(generateOtp(length)).toMatch(new RegExp(`^\\d{${length}}$`));
  });

  it('matches a code against a stored token with or without the PKCE prefix, never an empty one', () => {
    const hash = tokenHash('a@example.com', '000111');
    expect(matchesStored(hash, hash)).toBe(true);
    expect(matchesStored(hash, withFlowPrefix(hash, true))).toBe(true);
    expect(matchesStored(hash, '')).toBe(false);
    expect(matchesStored(hash, tokenHash('a@example.com', '000112'))).toBe(false);
  });
});

describe('assertSendAllowed (GoTrue validateSentWithinFrequencyLimit)', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses within the interval with the seconds left, truncated', () => {
    vi.useFakeTimers({ now: 100_000 });
    expect(() => assertSendAllowed(100_000 - 500, 60_000)).toThrow('For security purposes, you can only request this after 59 seconds.');
    expect(() => assertSendAllowed(100_000 - 60_000, 60_000)).not.toThrow();
    expect(() => assertSendAllowed(null, 60_000)).not.toThrow();
    expect(() => assertSendAllowed(100_000, 0)).not.toThrow();
  });
});
