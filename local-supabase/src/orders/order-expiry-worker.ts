import type { RequestContext } from '../db/types.ts';
import { removeOrphanedMedia } from '../storage/orphaned-media.ts';
import { removeObjects } from '../storage/remove-objects.ts';
import type { StorageDeps } from '../storage/storage-deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';

/**
 * Expires the pending orders past their time (public.expire_stale_orders(null), recorded in the
 * audit log as the system) and then removes the payment-slip objects nobody needs any more
 * (public.orphaned_payment_slip_objects(): under no order, or under one that is no longer
 * pending, unless it is the approved slip). Decisions 0023 and 0044.
 * The objects go through Storage's own removal, row and file together: on hosted Supabase a
 * direct delete from storage.objects would leave the file behind, so there a scheduled Edge
 * Function does the second step with the service key (README, "Payment slips").
 */

export interface OrderExpiryWorkerOptions {
  storage: StorageDeps;
  /** Pause between runs; the first run happens after one interval. 0 = only runOnce. */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

export interface OrderExpiryRun {
  expired: number;
  removedSlips: number;
  /** Course media whose lesson or course was deleted (decision 0054). */
  removedMedia: number;
}

export type OrderExpiryWorker = PeriodicJob<OrderExpiryRun>;

const SERVICE: RequestContext = { role: 'service_role', claims: { role: 'service_role' } };
const BATCH = 100;
const BUCKET = 'payment-slips';

export function startOrderExpiryWorker({ storage, intervalMs, onError }: OrderExpiryWorkerOptions): OrderExpiryWorker {
  const run = async (): Promise<OrderExpiryRun> => {
    const expired = await storage.db.transaction(null, (tx) =>
      tx.query<{ expired: number }>('select public.expire_stale_orders(null) as expired'),
    );
    let removedSlips = 0;
    // Batch after batch until none is left; a batch removes what it lists, so this ends.
    for (;;) {
      const orphans = await storage.db.transaction(SERVICE, (tx) =>
        tx.query<{ name: string }>('select name from public.orphaned_payment_slip_objects($1)', [BATCH]),
      );
      const names = orphans.rows.map((row) => row.name);
      if (names.length === 0) break;
      const removed = await removeObjects(storage, SERVICE, BUCKET, names);
      removedSlips += removed.length;
      if (removed.length < names.length) break;
    }
    const removedMedia = await removeOrphanedMedia(storage);
    return { expired: expired.rows[0]?.expired ?? 0, removedSlips, removedMedia };
  };
  return startPeriodicJob(run, { intervalMs, idle: { expired: 0, removedSlips: 0, removedMedia: 0 }, onError });
}
