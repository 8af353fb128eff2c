import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../http/context.ts';
import { createBucketRoutes } from './bucket-routes.ts';
import { createReadRoutes, serveAuthenticated } from './read-routes.ts';
import { createRenderRoutes } from './render-routes.ts';
import { createResumableRoutes } from './resumable-routes.ts';
import { createSignRoutes } from './sign-routes.ts';
import { storageAuth } from './storage-auth.ts';
import { jwtKeysOf } from '../http/jwt.ts';
import type { StorageDeps } from './storage-deps.ts';
import { StorageError, storageErrorFromPg, storageErrors } from './storage-error.ts';
import { createWriteRoutes } from './write-routes.ts';

/** Every failure in Storage's JSON; a refused body that was not read closes the connection. */
function storageOnError(error: unknown, c: Context<AppEnv>): Response {
  let storageError = error instanceof StorageError ? error : storageErrorFromPg(error);
  if (!storageError && error instanceof HTTPException) storageError = storageErrors.invalidRequest(error.message);
  if (!storageError) {
    console.error('[storage] unexpected error', error);
    storageError = storageErrors.internal();
  }
  if (storageError.code === 'EntityTooLarge') c.header('Connection', 'close');
  return c.json(storageError.toBody(), storageError.httpStatus);
}

/**
 * Supabase Storage's `/storage/v1` subset that storage-js calls. The more specific `/object/...`
 * routes are registered before the catch-all `/object/<bucket>/<name>` ones.
 */
export function createStorageRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const routeNotFound = (c: Context<AppEnv>): Response =>
    c.json({ statusCode: '404', error: 'Not Found', message: `Route ${c.req.method}:${c.req.path} not found` }, 404);
  // Hosted routes this subset lacks, which the catch-all object routes would otherwise take for a bucket name.
  for (const path of ['/object/upload/resumable', '/object/upload/resumable/*']) app.all(path, routeNotFound);
  app.use('/bucket', storageAuth(jwtKeysOf(deps)));
  app.use('/bucket/*', storageAuth(jwtKeysOf(deps)));
  app.route('/', createResumableRoutes(deps));
  app.route('/', createBucketRoutes(deps));
  app.route('/', createSignRoutes(deps));
  app.route('/', createRenderRoutes(deps));
  app.route('/', createReadRoutes(deps));
  app.route('/', createWriteRoutes(deps));
  app.get('/object/*', storageAuth(jwtKeysOf(deps)), serveAuthenticated(deps));
  app.all('*', routeNotFound);
  app.onError(storageOnError);
  return app;
}
