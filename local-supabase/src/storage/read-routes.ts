import { Hono, type Context } from 'hono';
import type { RequestContext } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { findBucket } from './bucket-repo.ts';
import { readJsonInput } from './json-input.ts';
import { readMetadata } from './object-metadata.ts';
import { listBody } from './object-input.ts';
import { listObjectsV2, listV2Body } from './list-v2.ts';
import { requireBucketName, type ObjectRef } from './object-names.ts';
import { findObject, searchObjects, type ObjectRow } from './object-repo.ts';
import { callerOf, objectRefAfter } from './route-helpers.ts';
import { serveObject, serveOptionsOf } from './serve-object.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import { storageErrors } from './storage-error.ts';
import { storageAuth } from './storage-auth.ts';
import { jwtKeysOf } from '../http/jwt.ts';

export type Access = { kind: 'caller'; context: RequestContext } | { kind: 'public' };

/**
 * Finds an object as hosted does: in a public bucket anyone may read (looked up as the owner);
 * otherwise the caller's SELECT policies decide. The public route refuses private buckets.
 */
export async function findReadable(deps: StorageDeps, ref: ObjectRef, access: Access): Promise<ObjectRow> {
  const bucket = await inTransaction(deps, null, (tx) => findBucket(tx, ref.bucket));
  if (!bucket || (access.kind === 'public' && !bucket.public)) throw storageErrors.noSuchBucket();
  const context = bucket.public || access.kind === 'public' ? null : access.context;
  const row = await inTransaction(deps, context, (tx) => findObject(tx, ref));
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

function infoBody(row: ObjectRow): Record<string, unknown> {
  const meta = readMetadata(row.metadata);
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    // Hosted answers `{}` for an object uploaded without user metadata.
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

/** Downloads, info and listing. */
export function createReadRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = storageAuth(jwtKeysOf(deps));

  const serve = async (c: Context<AppEnv>, marker: string, access: Access): Promise<Response> => {
    const ref = objectRefAfter(c, marker);
    const row = await findReadable(deps, ref, access);
    return serveObject(deps.store, ref, row, serveOptionsOf(c.req));
  };
  const info = async (c: Context<AppEnv>, marker: string, access: Access): Promise<Response> =>
    c.json(infoBody(await findReadable(deps, objectRefAfter(c, marker), access)));

  app.get('/object/public/*', (c) => serve(c, '/object/public/', { kind: 'public' }));
  app.get('/object/info/public/*', (c) => info(c, '/object/info/public/', { kind: 'public' }));
  app.get('/object/info/authenticated/*', auth, (c) => info(c, '/object/info/authenticated/', { kind: 'caller', context: callerOf(c) }));
  app.get('/object/info/*', auth, (c) => info(c, '/object/info/', { kind: 'caller', context: callerOf(c) }));
  app.get('/object/authenticated/*', auth, (c) => serve(c, '/object/authenticated/', { kind: 'caller', context: callerOf(c) }));

  app.post('/object/list/:bucket', auth, async (c) => {
    const bucket = requireBucketName(c.req.param('bucket'));
    const body = await readJsonInput(c, listBody, deps.config.MAX_BODY_BYTES);
    const rows = await inTransaction(deps, callerOf(c), (tx) =>
      searchObjects(tx, bucket, {
        prefix: body.prefix,
        limit: body.limit,
        offset: body.offset,
        search: body.search,
        sortColumn: body.sortBy.column,
        sortOrder: body.sortBy.order,
      }),
    );
    return c.json(rows);
  });

  app.post('/object/list-v2/:bucket', auth, async (c) => {
    const bucket = requireBucketName(c.req.param('bucket'));
    const body = await readJsonInput(c, listV2Body, deps.config.MAX_BODY_BYTES);
    return c.json(await inTransaction(deps, callerOf(c), (tx) => listObjectsV2(tx, bucket, body)));
  });

  return app;
}

/** `GET /object/<bucket>/<name>`: registered last, after every more specific `/object/...` route. */
export function serveAuthenticated(deps: StorageDeps): (c: Context<AppEnv>) => Promise<Response> {
  return async (c) => {
    const ref = objectRefAfter(c, '/object/');
    const row = await findReadable(deps, ref, { kind: 'caller', context: callerOf(c) });
    return serveObject(deps.store, ref, row, serveOptionsOf(c.req));
  };
}
