import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../db/types.ts';
import { findBucket, type BucketRow } from './bucket-repo.ts';
import { requireContentMatches } from './content-sniff.ts';
import { requireAllowedMimeType } from './mime-check.ts';
import { objectMetadata } from './object-metadata.ts';
import { fullKey, type ObjectRef } from './object-names.ts';
import { findObject, writeObject, type ObjectWrite } from './object-repo.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import { readUpload, type IncomingFile, type UploadRequest } from './upload-body.ts';

export interface UploadTarget {
  ref: ObjectRef;
  upsert: boolean;
  /** Whose policies decide; a signed upload URL runs as service_role. */
  context: RequestContext;
  /** The user recorded as the object's owner (hosted: the JWT's `sub`). */
  owner: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's `sub`, as hosted records it in `owner` (uuid) and `owner_id` (text). */
export const ownerOf = (context: RequestContext): string | null => (typeof context.claims.sub === 'string' ? context.claims.sub : null);

async function requireBucket(deps: StorageDeps, bucket: string): Promise<BucketRow> {
  const row = await inTransaction(deps, null, (tx) => findBucket(tx, bucket));
  if (!row) throw storageErrors.noSuchBucket();
  return row;
}

const duplicateAsKeyExists = (error: unknown): unknown =>
  error instanceof StorageError && error.statusCode === 409 ? storageErrors.keyAlreadyExists() : error;

class ProbeRollback extends Error {}

/** The row's id, read as the owner: the caller may have no SELECT policy on what it just wrote. */
export async function rowIdOf(deps: StorageDeps, ref: ObjectRef): Promise<string> {
  const row = await inTransaction(deps, null, (tx) => findObject(tx, ref));
  if (!row) throw storageErrors.noSuchKey();
  return row.id;
}

/**
 * Hosted Storage asks the policies before it accepts the bytes: the same row is written in a
 * transaction that is then rolled back, so a refused upload is refused before its body is read.
 */
async function probeWrite(deps: StorageDeps, write: ObjectWrite, target: UploadTarget): Promise<void> {
  try {
    await inTransaction(deps, target.context, async (tx) => {
      await writeObject(tx, write, target.upsert);
      throw new ProbeRollback();
    });
  } catch (error) {
    if (error instanceof ProbeRollback) return;
    throw duplicateAsKeyExists(error);
  }
}

/** `owner` is a uuid column: only a uuid `sub` goes there; `owner_id` keeps it as text. */
export const ownerColumns = (owner: string | null): Pick<ObjectWrite, 'owner' | 'ownerId'> => ({
  owner: owner && UUID.test(owner) ? owner : null,
  ownerId: owner,
});

/** Refuses an upload the policies would refuse, before any byte is accepted (also for signed upload URLs). */
export async function probeUpload(deps: StorageDeps, target: UploadTarget): Promise<BucketRow> {
  const bucket = await requireBucket(deps, target.ref.bucket);
  const probe: ObjectWrite = {
    ref: target.ref,
    ...ownerColumns(target.owner),
    version: randomUUID(),
    userMetadata: null,
    metadata: objectMetadata({ md5Hex: '', size: 0, mimetype: 'application/octet-stream', cacheControl: 'no-cache' }),
  };
  await probeWrite(deps, probe, target);
  return bucket;
}

/** The smaller of hosted's global limit and the bucket's own. */
export const sizeLimitOf = (deps: StorageDeps, bucket: BucketRow): number => {
  const globalLimit = deps.config.STORAGE_FILE_SIZE_LIMIT;
  return bucket.file_size_limit && bucket.file_size_limit < globalLimit ? bucket.file_size_limit : globalLimit;
};

/**
 * The bytes are on disk (a simple upload's temporary file, or a finished resumable upload):
 * check type and size, then under the name's lock place them as a new version and write the row
 * as the caller; the replaced version's file is removed only after the row points at the new one.
 * The file at incoming.tempPath is always consumed (placed or discarded).
 */
export async function commitIncoming(
  deps: StorageDeps,
  bucket: BucketRow,
  incoming: IncomingFile,
  target: UploadTarget,
): Promise<{ Id: string; Key: string }> {
  const { ref } = target;
  try {
    requireAllowedMimeType(incoming.mimetype, bucket.allowed_mime_types);
    if (incoming.size > sizeLimitOf(deps, bucket)) throw storageErrors.entityTooLarge();
    if (deps.config.STORAGE_CONTENT_CHECKED_BUCKETS.includes(ref.bucket)) {
      await requireContentMatches(incoming.tempPath, incoming.mimetype);
    }
    const write: ObjectWrite = {
      ref,
      ...ownerColumns(target.owner),
      version: randomUUID(),
      userMetadata: incoming.userMetadata,
      metadata: objectMetadata(incoming),
    };
    const id = await deps.lock.run([fullKey(ref)], async () => {
      const previous = await inTransaction(deps, null, (tx) => findObject(tx, ref));
      await deps.store.place(incoming.tempPath, ref, write.version);
      try {
        await inTransaction(deps, target.context, (tx) => writeObject(tx, write, target.upsert));
      } catch (error) {
        await deps.store.remove(ref, write.version);
        throw duplicateAsKeyExists(error);
      }
      if (previous?.version) await deps.store.remove(ref, previous.version).catch(() => undefined);
      return rowIdOf(deps, ref);
    });
    return { Id: id, Key: fullKey(ref) };
  } finally {
    await deps.store.discardTemp(incoming.tempPath);
  }
}

/** An upload end to end: bucket limits, policies, the body streamed to a temporary file, then committed. */
export async function uploadObject(deps: StorageDeps, req: UploadRequest, target: UploadTarget): Promise<{ Id: string; Key: string }> {
  const bucket = await probeUpload(deps, target);
  const declaredType = req.header('content-type') ?? '';
  // A raw body says its type up front: refuse a wrong one before reading it.
  if (!declaredType.toLowerCase().startsWith('multipart/form-data')) {
    requireAllowedMimeType(declaredType || 'application/octet-stream', bucket.allowed_mime_types);
  }
  const incoming = await readUpload(req, deps.store, sizeLimitOf(deps, bucket));
  return commitIncoming(deps, bucket, incoming, target);
}
