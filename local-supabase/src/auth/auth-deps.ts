import type { Context, MiddlewareHandler } from 'hono';
import type { RequestContext } from '../db/types.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { sessionExists } from './sessions.ts';
import { RateLimiter } from './rate-limit.ts';
import { isBanned } from './users-repo.ts';
import { WrongAttempts } from './wrong-attempts.ts';

/** Shared by every auth route module of one app: the deps plus this server's rate limiters. */
export interface AuthDeps extends AppDeps {
  limits: {
    token: RateLimiter;
    refresh: RateLimiter;
    signup: RateLimiter;
    email: RateLimiter;
    anonymous: RateLimiter;
    verify: RateLimiter;
    otp: RateLimiter;
    mfa: RateLimiter;
  };
  /** Wrong codes per address and kind of e-mailed code (void at the maximum). */
  wrongOtp: WrongAttempts;
  /** Wrong TOTP codes per factor (locked for a while at the maximum). */
  wrongMfa: WrongAttempts;
}

export function createAuthDeps(deps: AppDeps): AuthDeps {
  const { config } = deps;
  return {
    ...deps,
    limits: {
      token: new RateLimiter(config.RATE_LIMIT_TOKEN_PER_5MIN, 5 * 60_000),
      refresh: new RateLimiter(config.RATE_LIMIT_REFRESH_PER_5MIN, 5 * 60_000),
      signup: new RateLimiter(config.RATE_LIMIT_SIGNUP_PER_HOUR, 60 * 60_000),
      // GoTrue's EmailRateLimitExceeded (hosted counts per project; here per IP, like the others).
      email: new RateLimiter(config.RATE_LIMIT_EMAIL_PER_HOUR, 60 * 60_000, {
        code: 'over_email_send_rate_limit',
        message: 'email rate limit exceeded',
      }),
      anonymous: new RateLimiter(config.RATE_LIMIT_ANONYMOUS_USERS, 60 * 60_000),
      verify: new RateLimiter(config.GOTRUE_RATE_LIMIT_VERIFY, 5 * 60_000),
      otp: new RateLimiter(config.GOTRUE_RATE_LIMIT_OTP, 5 * 60_000),
      mfa: new RateLimiter(config.GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 60_000),
    },
    wrongOtp: new WrongAttempts(config.GOTRUE_OTP_MAX_WRONG_ATTEMPTS, 0),
    wrongMfa: new WrongAttempts(config.GOTRUE_MFA_MAX_WRONG_ATTEMPTS, config.GOTRUE_MFA_LOCKOUT_SECONDS * 1000),
  };
}

export interface SignedInCaller {
  userId: string;
  sessionId: string;
}

/**
 * A signed-in user whose session still exists: GoTrue answers a token of a
 * signed-out session with 403 session_not_found (supabase-js then drops it).
 */
export async function requireSignedIn(c: Context<AppEnv>, deps: AppDeps): Promise<SignedInCaller> {
  // GoTrue's requireAuthentication reads the Authorization header only (not the apikey): without one, this wording.
  if (!/^bearer\s+\S+$/i.test(c.req.header('authorization')?.trim() ?? '')) {
    throw gotrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  }
  const { claims, role } = c.get('requestContext');
  const sub = claims.sub;
  const sessionId = claims['session_id'];
  if (role !== 'authenticated' || typeof sub !== 'string' || sub === '') {
    throw gotrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (typeof sessionId !== 'string' || sessionId === '') {
    throw gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const { exists, banned } = await deps.db.transaction(null, async (tx) => ({
    exists: await sessionExists(tx, sessionId),
    banned: await isBanned(tx, sub),
  }));
  if (!exists) throw gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  // GoTrue's requireAuthentication: an access token issued before a ban no longer reaches /auth/v1
  // (PostgREST, which only checks the signature, honours it until it expires).
  if (banned) throw gotrueError(403, 'user_banned', 'User is banned');
  return { userId: sub, sessionId };
}

/** GoTrue's requireNotAnonymous, after the key check: 403 no_authorization for an anonymous user's token. */
export const notAnonymous: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('requestContext').claims['is_anonymous'] === true) {
    throw gotrueError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  await next();
};

export function requireServiceRole(context: RequestContext): void {
  if (context.role !== 'service_role') {
    throw gotrueError(403, 'not_admin', 'User not allowed');
  }
}
