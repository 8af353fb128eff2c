import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { createBucketBody, parseFileSizeLimit, updateBucketBody } from './bucket-input.ts';
import { bucketHasObjects, deleteBucket, findBucket, insertBucket, listBuckets, updateBucket } from './bucket-repo.ts';
import { readJsonInput } from './json-input.ts';
import { requireBucketName } from './object-names.ts';
import { deleteAllObjects } from './object-repo.ts';
import { callerOf } from './route-helpers.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import { ownerColumns, ownerOf } from './upload-object.ts';

const intParam = (value: string | undefined, fallback: number | null): number | null => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** `/bucket`: every call runs as the caller, so the policies on storage.buckets decide. */
export function createBucketRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const jsonLimit = deps.config.MAX_BODY_BYTES;

  app.get('/bucket', async (c) => {
    const rows = await inTransaction(deps, callerOf(c), (tx) =>
      listBuckets(tx, {
        limit: intParam(c.req.query('limit'), null),
        offset: intParam(c.req.query('offset'), 0) ?? 0,
        search: c.req.query('search') ?? '',
        sortColumn: c.req.query('sortColumn') ?? 'name',
        sortOrder: c.req.query('sortOrder') ?? 'asc',
      }),
    );
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const row = await inTransaction(deps, callerOf(c), (tx) => findBucket(tx, c.req.param('id')));
    if (!row) throw storageErrors.noSuchBucket();
    return c.json(row);
  });

  app.post('/bucket', async (c) => {
    const body = await readJsonInput(c, createBucketBody, jsonLimit);
    const id = requireBucketName(body.id ?? body.name);
    const caller = callerOf(c);
    const owner = ownerOf(caller);
    try {
      await inTransaction(deps, caller, (tx) =>
        insertBucket(tx, {
          id,
          name: id,
          ...ownerColumns(owner),
          public: body.public ?? false,
          fileSizeLimit: parseFileSizeLimit(body.file_size_limit) ?? null,
          allowedMimeTypes: body.allowed_mime_types ?? null,
        }),
      );
    } catch (error) {
      throw error instanceof StorageError && error.statusCode === 409 ? storageErrors.bucketAlreadyExists() : error;
    }
    return c.json({ name: id });
  });

  app.put('/bucket/:id', async (c) => {
    const body = await readJsonInput(c, updateBucketBody, jsonLimit);
    const sizeLimit = parseFileSizeLimit(body.file_size_limit);
    const updated = await inTransaction(deps, callerOf(c), (tx) =>
      updateBucket(tx, c.req.param('id'), {
        ...(body.public !== undefined ? { public: body.public } : {}),
        ...(sizeLimit !== undefined ? { fileSizeLimit: sizeLimit } : {}),
        ...(body.allowed_mime_types !== undefined ? { allowedMimeTypes: body.allowed_mime_types } : {}),
      }),
    );
    if (!updated) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const id = c.req.param('id');
    const caller = callerOf(c);
    const deleted = await inTransaction(deps, caller, async (tx) => {
      if (!(await findBucket(tx, id))) throw storageErrors.noSuchBucket();
      return deleteAllObjects(tx, id);
    });
    for (const row of deleted) {
      if (row.version) await deps.store.remove({ bucket: id, name: row.name }, row.version).catch(() => undefined);
    }
    // Hosted's wording (it queues the work); here the bucket is already empty when this answers.
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  app.delete('/bucket/:id', async (c) => {
    const id = c.req.param('id');
    const caller = callerOf(c);
    if (await inTransaction(deps, null, (tx) => bucketHasObjects(tx, id))) {
      const visible = await inTransaction(deps, caller, (tx) => findBucket(tx, id));
      throw visible ? storageErrors.bucketNotEmpty() : storageErrors.noSuchBucket();
    }
    const deleted = await inTransaction(deps, caller, (tx) => deleteBucket(tx, id));
    if (!deleted) throw storageErrors.noSuchBucket();
    await deps.store.removeBucket(id);
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
