import { deleteObjects, type ObjectRow } from './object-repo.ts';
import { inTransaction, type StorageDeps } from './storage-deps.ts';
import type { RequestContext } from '../db/types.ts';

/**
 * Deletes the named objects the caller's policies let it see and delete (others are silently
 * left, as hosted), then their files once the rows are gone.
 */
export async function removeObjects(deps: StorageDeps, context: RequestContext, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const deleted = await inTransaction(deps, context, (tx) => deleteObjects(tx, bucket, names));
  for (const row of deleted) {
    if (row.version) await deps.store.remove({ bucket, name: row.name }, row.version).catch(() => undefined);
  }
  return deleted;
}
