import { Hono } from 'hono';
import { except } from 'hono/combine';
import { logger } from 'hono/logger';
import { createAuthRoutes } from './auth/routes.ts';
import { createMailboxRoutes } from './auth/mailbox-routes.ts';
import { gotrueError, postgrestError } from './http/api-error.ts';
import { bodyLimitMiddleware } from './http/body-limit.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { corsMiddleware } from './http/cors.ts';
import { devPagesGuard } from './http/dev-pages.ts';
import { handleError } from './http/error-handler.ts';
import { bindJwtKeys, jwtKeysOf } from './http/jwt.ts';
import { requestAuth } from './http/request-auth.ts';
import { surfaceOf } from './http/surface.ts';
import { createFunctionsRoutes } from './functions/functions-routes.ts';
import type { FunctionWorkers } from './functions/function-workers.ts';
import { createGatewayRoutes } from './gateway/gateway-routes.ts';
import { createRestRoutes } from './rest/routes.ts';
import { KeyLock } from './storage/key-lock.ts';
import { ObjectStore } from './storage/object-store.ts';
import { createStorageRoutes } from './storage/storage-routes.ts';

export interface ServerDeps extends AppDeps {
  /** Where /storage/v1 keeps object bytes (src/storage/storage-dir.ts). */
  storageRoot: string;
  /** Runs supabase/functions for /functions/v1 (src/functions); absent, that path answers 404. */
  functions?: FunctionWorkers;
}

/** Composes every surface; `server.ts` listens, tests call `app.request()` or start it on a port. */
export function createApp(deps: ServerDeps): Hono<AppEnv> {
  if (deps.keys) bindJwtKeys(deps.config, deps.keys);
  const app = new Hono<AppEnv>();
  if (deps.config.LOG_LEVEL === 'debug') app.use('*', logger());
  app.use('*', corsMiddleware);
  // Storage bounds its own bodies: uploads by the file size limits, streamed to disk.
  app.use('*', except('/storage/*', bodyLimitMiddleware(deps.config.MAX_BODY_BYTES)));
  app.use('*', devPagesGuard(deps.config.devPages));

  app.get('/', (c) =>
    c.json({
      name: 'local-supabase',
      status: 'ok',
      engine: deps.db.engine,
      endpoints: { rest: '/rest/v1', auth: '/auth/v1', storage: '/storage/v1', functions: '/functions/v1', mailbox: '/mailbox' },
    }),
  );

  app.use('/rest/v1/*', requestAuth(jwtKeysOf(deps)));
  app.route('/rest/v1', createRestRoutes(deps));
  app.route('/auth/v1', createAuthRoutes(deps));
  app.route(
    '/storage/v1',
    createStorageRoutes({
      db: deps.db,
      config: deps.config,
      keys: jwtKeysOf(deps),
      store: new ObjectStore(deps.storageRoot),
      lock: new KeyLock(),
    }),
  );
  app.route('/mailbox', createMailboxRoutes(deps));
  app.route('/gateway', createGatewayRoutes(deps.config));
  if (deps.functions) {
    const log = deps.config.LOG_LEVEL !== 'silent';
    app.route(
      '/functions/v1',
      createFunctionsRoutes({
        workers: deps.functions,
        functionsDir: deps.config.FUNCTIONS_DIR,
        keys: jwtKeysOf(deps),
        onFailure: (name, failure) => {
          if (log) console.error(`local-supabase: function ${name}: ${failure.code}: ${failure.detail}`);
        },
      }),
    );
  }

  app.notFound((c) =>
    handleError(
      surfaceOf(c.req.path) === 'auth'
        ? gotrueError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`)
        : postgrestError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`),
      c,
    ),
  );
  app.onError(handleError);
  return app;
}
