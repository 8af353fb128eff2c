import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { gotrueError } from '../http/api-error.ts';

/** A fixed window per key (the client IP), like GoTrue's in-memory limiter. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** What GoTrue answers past this limit (e-mails have their own code and wording). */
    private readonly refusal: { code: string; message: string } = { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
  ) {}

  /** Counts one request; throws 429 past the limit. */
  hit(key: string): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > this.limit) {
      throw gotrueError(429, this.refusal.code, this.refusal.message);
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
