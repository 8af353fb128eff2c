import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { gotrueError, postgrestError, type ApiError } from './api-error.ts';
import type { JwtKeys } from './jwt-keys.ts';
import { JwtRejected, type JwtProblem } from './jwt.ts';
import { verifyJwtCached } from './verified-token-cache.ts';
import { surfaceOf } from './surface.ts';

/**
 * Who is calling: the Bearer token (a user's access token, or the anon/service
 * key supabase-js repeats there), else the `apikey` header. Both, when present,
 * must be valid tokens signed with the project's keys (jwt-keys.ts). Sets `requestContext`.
 */
function bearerOf(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function reject(c: Context, problem: JwtProblem, message: string): ApiError {
  if (surfaceOf(c.req.path) === 'auth') {
    if (problem === 'missing') return gotrueError(401, 'no_authorization', 'No API key found in request');
    return gotrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${message}`);
  }
  if (problem === 'missing') {
    return postgrestError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
  }
  return postgrestError(401, problem === 'invalid' ? 'PGRST301' : 'PGRST303', message);
}

export function requestAuth(keys: JwtKeys): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const apikey = c.req.header('apikey') ?? c.req.query('apikey') ?? null;
    const bearer = bearerOf(c);
    const token = bearer ?? apikey;
    if (!token) throw reject(c, 'missing', 'No API key found in request');
    try {
      if (apikey && apikey !== token) await verifyJwtCached(apikey, keys);
      const claims = await verifyJwtCached(token, keys);
      c.set('requestContext', { role: claims.role, claims });
    } catch (error) {
      if (error instanceof JwtRejected) throw reject(c, error.problem, error.message);
      throw error;
    }
    await next();
  };
}
