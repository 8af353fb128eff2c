import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { jwtKeysOf } from '../http/jwt.ts';
import { readTransformOptions, transformOptionsFromToken } from './image-transform-options.ts';
import { findObject } from './object-repo.ts';
import { findReadable, type Access } from './read-routes.ts';
import { renderImage } from './render-image.ts';
import { callerOf, objectRefAfter } from './route-helpers.ts';
import { verifyObjectToken } from './signed-tokens.ts';
import { storageAuth } from './storage-auth.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import { storageErrors } from './storage-error.ts';

/**
 * `/render/image/{public|authenticated|sign}/<bucket>/<name>`: image transformations, with the
 * same access as the plain object routes (a public bucket; the caller's SELECT policies; a signed
 * token, whose transformations were fixed when it was signed and cannot be changed in the URL).
 */
export function createRenderRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = storageAuth(jwtKeysOf(deps));

  const fromQuery = async (c: Context<AppEnv>, marker: string, access: Access): Promise<Response> => {
    const transform = readTransformOptions('querystring', (name) => c.req.query(name));
    const ref = objectRefAfter(c, marker);
    const row = await findReadable(deps, ref, access);
    return renderImage(deps.store, ref, row, transform, { download: c.req.query('download') });
  };

  app.get('/render/image/public/*', (c) => fromQuery(c, '/render/image/public/', { kind: 'public' }));
  app.get('/render/image/authenticated/*', auth, (c) =>
    fromQuery(c, '/render/image/authenticated/', { kind: 'caller', context: callerOf(c) }),
  );

  app.get('/render/image/sign/*', async (c) => {
    const ref = objectRefAfter(c, '/render/image/sign/');
    const claims = await verifyObjectToken(deps.config.JWT_SECRET, c.req.query('token'), ref);
    const row = await inTransaction(deps, null, (tx) => findObject(tx, ref));
    if (!row) throw storageErrors.noSuchKey();
    const transform = transformOptionsFromToken(claims.transformations ?? '');
    return renderImage(deps.store, ref, row, transform, {
      download: c.req.query('download'),
      ...(claims.exp ? { expires: new Date(claims.exp * 1000) } : {}),
    });
  });

  return app;
}
