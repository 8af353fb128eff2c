import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { Hono } from 'hono';
import WebSocket from 'ws';
import { ApiError } from '../../http/api-error.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import type { Database, RequestContext } from '../../db/types.ts';
import { loadConfig } from '../../config.ts';
import { createRestRoutes } from '../routes.ts';

/**
 * Test-only stand-in for app.ts: the bearer token names the caller directly
 * (`anon`, `service`, `user:<uuid>`) instead of being a signed JWT, because
 * these tests are about the data API, not about authentication.
 */
function contextFor(token: string): RequestContext {
  if (token === 'service') return { role: 'service_role', claims: { role: 'service_role' } };
  if (token.startsWith('user:')) {
    const sub = token.slice(5);
    return { role: 'authenticated', claims: { role: 'authenticated', sub } };
  }
  return { role: 'anon', claims: { role: 'anon' } };
}

export function createTestApp(db: Database): Hono<AppEnv> {
  const deps: AppDeps = { db, config: loadConfig({}) };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const token = (c.req.header('Authorization') ?? '').replace(/^Bearer /, '');
    c.set('requestContext', contextFor(token));
    await next();
  });
  app.route('/rest/v1', createRestRoutes(deps));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ code: error.code, details: error.details, hint: error.hint, message: error.message }, error.status as 400);
    }
    return c.json({ code: 'XX000', details: null, hint: null, message: String(error) }, 500);
  });
  return app;
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Unmodified supabase-js whose fetch goes straight into the Hono app (no port needed). */
export function testClient(app: Hono<AppEnv>, token: string): SupabaseClient {
  return createClient<unknown>('http://rest.test', token, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is never used here but is constructed eagerly.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
    global: { fetch: async (input, init) => app.request(input instanceof Request ? input : String(input), init) },
  });
}
