import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { RateLimiter } from './rate-limit.ts';
import { WrongAttempts } from './wrong-attempts.ts';

const refusalOf = (run: () => void): ApiError | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
};

describe('RateLimiter (a token bucket per key)', () => {
  it('lets `limit` requests through at once, then answers 429 over_request_rate_limit', () => {
    const limiter = new RateLimiter(3, 300_000, undefined, () => 0);
    for (let i = 0; i < 3; i += 1) expect(refusalOf(() => limiter.hit('ip'))).toBeNull();
    expect(refusalOf(() => limiter.hit('ip'))).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Another address has its own bucket.
    expect(refusalOf(() => limiter.hit('other'))).toBeNull();
  });

  it('refills evenly: one token per window/limit, never more than the limit', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 300_000, undefined, () => now);
    for (let i = 0; i < 3; i += 1) limiter.hit('ip');
    now = 99_999; // just short of one token (100 s each)
    expect(refusalOf(() => limiter.hit('ip'))?.status).toBe(429);
    now = 200_000; // two tokens by now: a refused request takes none
    expect(refusalOf(() => limiter.hit('ip'))).toBeNull();
    expect(refusalOf(() => limiter.hit('ip'))).toBeNull();
    expect(refusalOf(() => limiter.hit('ip'))?.status).toBe(429);
    now = 10_000_000; // a long pause refills to 3, not more
    for (let i = 0; i < 3; i += 1) expect(refusalOf(() => limiter.hit('ip'))).toBeNull();
    expect(refusalOf(() => limiter.hit('ip'))?.status).toBe(429);
  });

  it('answers with the refusal it was given (e-mails have their own code)', () => {
    const limiter = new RateLimiter(1, 1000, { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' }, () => 0);
    limiter.hit('ip');
    expect(refusalOf(() => limiter.hit('ip'))).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});

describe('WrongAttempts', () => {
  it('locks a target after `max` wrong codes for `lockMs`, then starts again', () => {
    let now = 0;
    const attempts = new WrongAttempts(5, 900_000, () => now);
    for (let i = 0; i < 4; i += 1) expect(attempts.fail('factor')).toBe(false);
    expect(attempts.locked('factor')).toBe(false);
    expect(attempts.fail('factor')).toBe(true);
    expect(attempts.locked('factor')).toBe(true);
    expect(attempts.locked('another')).toBe(false);
    now = 899_999;
    expect(attempts.locked('factor')).toBe(true);
    now = 900_000;
    expect(attempts.locked('factor')).toBe(false);
    expect(attempts.fail('factor')).toBe(false);
  });

  it('without a lock time, reports the maximum once and counts again from zero (the caller voids the code)', () => {
    const attempts = new WrongAttempts(2, 0, () => 0);
    expect(attempts.fail('a@example.com')).toBe(false);
    expect(attempts.fail('a@example.com')).toBe(true);
    expect(attempts.locked('a@example.com')).toBe(false);
    expect(attempts.fail('a@example.com')).toBe(false);
  });

  it('a right code resets the count', () => {
    const attempts = new WrongAttempts(2, 1000, () => 0);
    attempts.fail('factor');
    attempts.reset('factor');
    expect(attempts.fail('factor')).toBe(false);
  });
});
