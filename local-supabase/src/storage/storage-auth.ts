import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { JwtKeys } from '../http/jwt-keys.ts';
import { JwtRejected } from '../http/jwt.ts';
import { verifyJwtCached } from '../http/verified-token-cache.ts';
import { storageErrors } from './storage-error.ts';

const bearerOf = (header: string | undefined): string | null => /^bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1] ?? null;

/**
 * Who is calling, as on the other surfaces: the Bearer token (a user's access token, or the
 * key supabase-js repeats there), else `apikey`; both must be tokens signed with the project's
 * keys (jwt-keys.ts) whose role is an API role. Errors take Storage's shape.
 */
export function storageAuth(keys: JwtKeys): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const apikey = c.req.header('apikey') ?? null;
    const token = bearerOf(c.req.header('authorization')) ?? apikey;
    if (!token) throw storageErrors.invalidJwt('No API key found in request');
    try {
      if (apikey && apikey !== token) await verifyJwtCached(apikey, keys);
      const claims = await verifyJwtCached(token, keys);
      c.set('requestContext', { role: claims.role, claims });
    } catch (error) {
      if (error instanceof JwtRejected) throw storageErrors.invalidJwt(error.problem === 'expired' ? 'jwt expired' : error.message);
      throw error;
    }
    await next();
  };
}
