import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { gotrueError } from '../http/api-error.ts';

/** Milliseconds since the epoch; injectable so tests move time instead of waiting. */
export type Clock = () => number;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key (the client IP), like GoTrue's tollbooth limiters:
 * `limit` requests at once, refilled evenly over `windowMs` (30 per 5 minutes
 * is one every 10 s), so a steady guesser gets no more than the rate however
 * it times its bursts (a fixed window allowed 2× the limit around its edge).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** What GoTrue answers past this limit (e-mails have their own code and wording). */
    private readonly refusal: { code: string; message: string } = {
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    },
    private readonly now: Clock = Date.now,
  ) {}

  /** Takes one token; throws 429 when the bucket is empty (the request changes nothing). */
  hit(key: string): void {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, at: now };
    const refilled = Math.min(this.limit, bucket.tokens + ((now - bucket.at) * this.limit) / this.windowMs);
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: now });
      throw gotrueError(429, this.refusal.code, this.refusal.message);
    }
    this.buckets.set(key, { tokens: refilled - 1, at: now });
    // A full bucket is the default: forget it, so the map holds only recently active addresses.
    if (this.buckets.size > 10_000) this.forgetFull(now);
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * this.limit) / this.windowMs >= this.limit) this.buckets.delete(key);
    }
  }
}

/** The socket's address. X-Forwarded-For is ignored: this server is not behind a trusted proxy. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
