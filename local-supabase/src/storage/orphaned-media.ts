import type { RequestContext } from '../db/types.ts';
import { removeObjects } from './remove-objects.ts';
import type { StorageDeps } from './storage-deps.ts';

const SERVICE: RequestContext = { role: 'service_role', claims: { role: 'service_role' } };
const BATCH = 100;

/**
 * Removes course media whose lesson or course was deleted (public.orphaned_media_objects()),
 * through Storage's own removal so row and file go together (decision 0054). Returns how many.
 */
export async function removeOrphanedMedia(storage: StorageDeps): Promise<number> {
  let removedCount = 0;
  for (;;) {
    const orphans = await storage.db.transaction(SERVICE, (tx) =>
      tx.query<{ bucket_id: string; name: string }>('select bucket_id, name from public.orphaned_media_objects($1)', [BATCH]),
    );
    if (orphans.rows.length === 0) return removedCount;
    const byBucket = new Map<string, string[]>();
    for (const row of orphans.rows) byBucket.set(row.bucket_id, [...(byBucket.get(row.bucket_id) ?? []), row.name]);
    let removedNow = 0;
    for (const [bucket, names] of byBucket) removedNow += (await removeObjects(storage, SERVICE, bucket, names)).length;
    removedCount += removedNow;
    if (removedNow < orphans.rows.length) return removedCount;
  }
}
