import { Hono } from 'hono';
import type { Queryable } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { readTransformOptions, transformationSegments } from './image-transform-options.ts';
import { readJsonInput } from './json-input.ts';
import { signBody, signManyBody } from './object-input.ts';
import { fullKey, isValidObjectName, requireBucketName, type ObjectRef } from './object-names.ts';
import { findObject } from './object-repo.ts';
import { callerOf, objectRefAfter, SERVICE_CONTEXT, wantsUpsert } from './route-helpers.ts';
import { serveObject, serveOptionsOf } from './serve-object.ts';
import { signObjectToken, UPLOAD_URL_SECONDS, verifyObjectToken } from './signed-tokens.ts';
import { storageAuth } from './storage-auth.ts';
import { jwtKeysOf } from '../http/jwt.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import { storageErrors } from './storage-error.ts';
import { ownerOf, probeUpload, uploadObject } from './upload-object.ts';

const NOT_ACCESSIBLE = 'Either the object does not exist or you do not have access to it';

async function visibleNames(tx: Queryable, bucket: string, names: string[]): Promise<Set<string>> {
  const result = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
    bucket,
    names,
  ]);
  return new Set(result.rows.map((row) => row.name));
}

/**
 * Signed URLs. Creating one asks the caller's policies (SELECT to read, INSERT to upload);
 * using one needs no key at all, only the token, as on hosted Storage.
 */
export function createSignRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = storageAuth(jwtKeysOf(deps));
  const secret = deps.config.JWT_SECRET;
  const jsonLimit = deps.config.MAX_BODY_BYTES;
  const signedPath = async (ref: ObjectRef, expiresIn: number): Promise<string> =>
    `/object/sign/${fullKey(ref)}?token=${await signObjectToken(secret, ref, expiresIn)}`;

  app.post('/object/upload/sign/*', auth, async (c) => {
    const caller = callerOf(c);
    const ref = objectRefAfter(c, '/object/upload/sign/');
    const upsert = wantsUpsert(c);
    const owner = ownerOf(caller);
    await probeUpload(deps, { ref, upsert, context: caller, owner });
    const token = await signObjectToken(secret, ref, UPLOAD_URL_SECONDS, { upsert, ...(owner ? { owner } : {}) });
    return c.json({ url: `/object/upload/sign/${fullKey(ref)}?token=${token}`, token });
  });

  app.put('/object/upload/sign/*', async (c) => {
    const ref = objectRefAfter(c, '/object/upload/sign/');
    const claims = await verifyObjectToken(secret, c.req.query('token'), ref);
    const request = { body: c.req.raw.body, header: (name: string) => c.req.header(name) };
    const result = await uploadObject(deps, request, {
      ref,
      upsert: claims.upsert ?? false,
      context: SERVICE_CONTEXT,
      owner: claims.owner ?? null,
    });
    return c.json({ Key: result.Key, Id: result.Id });
  });

  app.get('/object/sign/*', async (c) => {
    const ref = objectRefAfter(c, '/object/sign/');
    await verifyObjectToken(secret, c.req.query('token'), ref);
    const row = await inTransaction(deps, null, (tx) => findObject(tx, ref));
    if (!row) throw storageErrors.noSuchKey();
    return serveObject(deps.store, ref, row, serveOptionsOf(c.req));
  });

  app.post('/object/sign/:bucket', auth, async (c) => {
    const bucket = requireBucketName(c.req.param('bucket'));
    const body = await readJsonInput(c, signManyBody, jsonLimit);
    const names = body.paths.filter(isValidObjectName);
    const visible = await inTransaction(deps, callerOf(c), (tx) => visibleNames(tx, bucket, names));
    const answers = await Promise.all(
      body.paths.map(async (path) =>
        visible.has(path)
          ? { error: null, path, signedURL: await signedPath({ bucket, name: path }, body.expiresIn) }
          : { error: NOT_ACCESSIBLE, path, signedURL: null },
      ),
    );
    return c.json(answers);
  });

  app.post('/object/sign/*', auth, async (c) => {
    const ref = objectRefAfter(c, '/object/sign/');
    const body = await readJsonInput(c, signBody, jsonLimit);
    const transform = body.transform ?? {};
    const transformations = transformationSegments(
      readTransformOptions('body/transform', (name) => transform[name]),
      'token',
    ).join(',');
    const row = await inTransaction(deps, callerOf(c), (tx) => findObject(tx, ref));
    if (!row) throw storageErrors.noSuchKey();
    if (!transformations) return c.json({ signedURL: await signedPath(ref, body.expiresIn) });
    // As hosted: the transformations ride in the token, and the URL is the renderer's.
    const token = await signObjectToken(secret, ref, body.expiresIn, { transformations });
    return c.json({ signedURL: `/render/image/sign/${fullKey(ref)}?token=${token}` });
  });

  return app;
}
