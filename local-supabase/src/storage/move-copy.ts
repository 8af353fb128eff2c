import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../db/types.ts';
import { findBucket } from './bucket-repo.ts';
import { requireAllowedMimeType } from './mime-check.ts';
import { readMetadata, type ObjectMetadata } from './object-metadata.ts';
import { fullKey, type ObjectRef } from './object-names.ts';
import { findObject, renameObject, writeObject, type ObjectRow } from './object-repo.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import { ownerColumns, ownerOf, rowIdOf } from './upload-object.ts';

async function readableSource(deps: StorageDeps, context: RequestContext, ref: ObjectRef): Promise<ObjectRow & { version: string }> {
  const row = await inTransaction(deps, context, (tx) => findObject(tx, ref));
  if (!row?.version) throw storageErrors.noSuchKey();
  return { ...row, version: row.version };
}

const duplicate = (error: unknown): unknown =>
  error instanceof StorageError && error.statusCode === 409 ? storageErrors.keyAlreadyExists() : error;

/**
 * Renames an object (SELECT on the source, UPDATE policies on the old and new name decide):
 * the bytes are linked under the new name as a new version before the row moves, and the
 * old file is removed only after it has.
 */
export async function moveObject(deps: StorageDeps, context: RequestContext, from: ObjectRef, to: ObjectRef): Promise<void> {
  await deps.lock.run([fullKey(from), fullKey(to)], async () => {
    const source = await readableSource(deps, context, from);
    const version = randomUUID();
    await deps.store.duplicate(from, source.version, to, version);
    try {
      const moved = await inTransaction(deps, context, (tx) => renameObject(tx, from, to, version));
      if (!moved) throw storageErrors.noSuchKey();
    } catch (error) {
      await deps.store.remove(to, version);
      throw duplicate(error);
    }
    await deps.store.remove(from, source.version).catch(() => undefined);
  });
}

export interface CopyOptions {
  upsert: boolean;
  /** false: the copy gets `metadata` (or none) instead of the source's user metadata. */
  copyMetadata: boolean;
  metadata: Record<string, unknown> | undefined;
}

/**
 * Copies an object (SELECT on the source, INSERT on the destination, plus UPDATE to replace one
 * with x-upsert); the destination bucket's size and type limits apply as to an upload.
 */
export async function copyObject(
  deps: StorageDeps,
  context: RequestContext,
  from: ObjectRef,
  to: ObjectRef,
  options: CopyOptions,
): Promise<{ Id: string; Key: string }> {
  const bucket = await inTransaction(deps, null, (tx) => findBucket(tx, to.bucket));
  if (!bucket) throw storageErrors.noSuchBucket();
  return deps.lock.run([fullKey(to)], async () => {
    const source = await readableSource(deps, context, from);
    const meta = readMetadata(source.metadata);
    if (bucket.file_size_limit && (meta.size ?? 0) > bucket.file_size_limit) throw storageErrors.entityTooLarge();
    requireAllowedMimeType(meta.mimetype ?? 'application/octet-stream', bucket.allowed_mime_types);
    const previous = await inTransaction(deps, null, (tx) => findObject(tx, to));
    const version = randomUUID();
    await deps.store.duplicate(from, source.version, to, version);
    const metadata = { ...(source.metadata as ObjectMetadata), lastModified: new Date().toISOString() };
    const userMetadata = options.copyMetadata
      ? ((source.user_metadata as Record<string, unknown> | null) ?? null)
      : (options.metadata ?? null);
    try {
      await inTransaction(deps, context, (tx) =>
        writeObject(tx, { ref: to, ...ownerColumns(ownerOf(context)), version, metadata, userMetadata }, options.upsert),
      );
    } catch (error) {
      await deps.store.remove(to, version);
      throw duplicate(error);
    }
    if (previous?.version) await deps.store.remove(to, previous.version).catch(() => undefined);
    return { Id: await rowIdOf(deps, to), Key: fullKey(to) };
  });
}
