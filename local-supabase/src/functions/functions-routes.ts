import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { JwtKeys } from '../http/jwt-keys.ts';
import { JwtRejected } from '../http/jwt.ts';
import { verifyJwtCached } from '../http/verified-token-cache.ts';
import { verifiesJwt } from './function-settings.ts';
import { FunctionFailure, type FunctionWorkers } from './function-workers.ts';

/**
 * /functions/v1/<name>[/…]: hosted Supabase's functions gateway. Unless the function opts out
 * (`verify_jwt = false`), `Authorization: Bearer` must carry a JWT signed with the project's keys
 * (a user's token or the anon/service key); OPTIONS passes unchecked so the function can answer
 * CORS preflights itself, as hosted functions must. Errors use the gateway's `{ code, message }`.
 */

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export interface FunctionsRoutesDeps {
  workers: FunctionWorkers;
  functionsDir: string;
  keys: JwtKeys;
  onFailure?: (name: string, failure: FunctionFailure) => void;
}

const gatewayError = (c: Context, status: 401 | 404 | 500 | 503, code: string | number, message: string): Response =>
  c.json({ code, message }, status);

async function jwtProblem(c: Context, keys: JwtKeys): Promise<string | null> {
  const header = c.req.header('authorization');
  if (!header) return 'Missing authorization header';
  const token = /^bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!token) return "Auth header is not 'Bearer {token}'";
  try {
    await verifyJwtCached(token, keys);
    return null;
  } catch (error) {
    if (error instanceof JwtRejected) return 'Invalid JWT';
    throw error;
  }
}

export function createFunctionsRoutes(deps: FunctionsRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('/:name{[^/]+}/*', (c) => invoke(c, deps));
  app.all('/:name{[^/]+}', (c) => invoke(c, deps));
  return app;
}

async function invoke(c: Context<AppEnv>, deps: FunctionsRoutesDeps): Promise<Response> {
  const name = c.req.param('name') ?? '';
  if (!NAME.test(name) || !deps.workers.exists(name)) return gatewayError(c, 404, 'NOT_FOUND', 'Requested function was not found');
  if (c.req.method !== 'OPTIONS' && verifiesJwt(deps.functionsDir, name)) {
    const problem = await jwtProblem(c, deps.keys);
    if (problem) return gatewayError(c, 401, 401, problem);
  }
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/functions\/v1/, '') + url.search;
  try {
    return await deps.workers.fetch(name, path, c.req.raw);
  } catch (error) {
    if (!(error instanceof FunctionFailure)) throw error;
    deps.onFailure?.(name, error);
    return gatewayError(c, error.status, error.code, error.message);
  }
}
