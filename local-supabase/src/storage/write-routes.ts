import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { readJsonInput } from './json-input.ts';
import { copyObject, moveObject } from './move-copy.ts';
import { moveBody, removeBody } from './object-input.ts';
import { requireBucketName, requireObjectName, type ObjectRef } from './object-names.ts';
import { removeObjects } from './remove-objects.ts';
import { callerOf, objectRefAfter, wantsUpsert } from './route-helpers.ts';
import { storageAuth } from './storage-auth.ts';
import { jwtKeysOf } from '../http/jwt.ts';
import type { StorageDeps } from './storage-deps.ts';
import { storageErrors } from './storage-error.ts';
import { ownerOf, uploadObject } from './upload-object.ts';

function endpoints(body: z.infer<typeof moveBody>): { from: ObjectRef; to: ObjectRef } {
  return {
    from: { bucket: requireBucketName(body.bucketId), name: requireObjectName(body.sourceKey) },
    to: { bucket: requireBucketName(body.destinationBucket ?? body.bucketId), name: requireObjectName(body.destinationKey) },
  };
}

/** Move, copy, upload (POST; PUT replaces, as hosted) and remove. */
export function createWriteRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = storageAuth(jwtKeysOf(deps));
  const jsonLimit = deps.config.MAX_BODY_BYTES;

  app.post('/object/move', auth, async (c) => {
    const { from, to } = endpoints(await readJsonInput(c, moveBody, jsonLimit));
    await moveObject(deps, callerOf(c), from, to);
    return c.json({ message: 'Successfully moved' });
  });

  app.post('/object/copy', auth, async (c) => {
    const body = await readJsonInput(c, moveBody, jsonLimit);
    const { from, to } = endpoints(body);
    const options = { upsert: wantsUpsert(c), copyMetadata: body.copyMetadata ?? true, metadata: body.metadata };
    return c.json(await copyObject(deps, callerOf(c), from, to, options));
  });

  const upload = async (c: Context<AppEnv>, upsert: boolean): Promise<Response> => {
    const caller = callerOf(c);
    const request = { body: c.req.raw.body, header: (name: string) => c.req.header(name) };
    const target = { ref: objectRefAfter(c, '/object/'), upsert, context: caller, owner: ownerOf(caller) };
    return c.json(await uploadObject(deps, request, target));
  };
  app.post('/object/*', auth, (c) => upload(c, wantsUpsert(c)));
  app.put('/object/*', auth, (c) => upload(c, true));

  // DELETE /object/<bucket> with { prefixes } removes several; DELETE /object/<bucket>/<name> one.
  app.delete('/object/:bucket', auth, async (c) => {
    const bucket = requireBucketName(c.req.param('bucket'));
    const body = await readJsonInput(c, removeBody, jsonLimit);
    return c.json(await removeObjects(deps, callerOf(c), bucket, body.prefixes));
  });
  app.delete('/object/*', auth, async (c) => {
    const ref = objectRefAfter(c, '/object/');
    const deleted = await removeObjects(deps, callerOf(c), ref.bucket, [ref.name]);
    if (deleted.length === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
