import type { Config } from '../config.ts';
import type { Database, Queryable, RequestContext } from '../db/types.ts';
import type { JwtKeys } from '../http/jwt-keys.ts';
import type { KeyLock } from './key-lock.ts';
import type { ObjectStore } from './object-store.ts';
import { storageErrorFromPg } from './storage-error.ts';

/** What every storage route needs: the database, the bytes on disk, and the per-name lock. */
export interface StorageDeps {
  db: Database;
  config: Config;
  store: ObjectStore;
  lock: KeyLock;
  /** The project's JWT keys (see AppDeps.keys). */
  keys?: JwtKeys;
}

/**
 * One transaction as the caller, so the policies on storage.objects / storage.buckets decide
 * (service_role bypasses them, as hosted); `null` runs as the owner, for what hosted Storage
 * itself looks up as its superuser (a bucket's limits, a signed URL's object).
 */
export async function inTransaction<T>(deps: StorageDeps, context: RequestContext | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(context, fn);
  } catch (error) {
    throw storageErrorFromPg(error) ?? error;
  }
}
