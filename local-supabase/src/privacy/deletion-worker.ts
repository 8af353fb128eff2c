import type { Database } from '../db/types.ts';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';

/**
 * Deletes the accounts whose 7-day grace period is over, by calling the database's one function
 * for it, public.process_due_account_deletions() (decision 0027). On hosted Supabase a pg_cron
 * job calls the same function (README, "Privacy (PDPA)"); here the server polls it. The
 * function locks each due request (for update skip locked), so two workers never delete twice.
 */

export interface DeletionWorkerOptions {
  db: Database;
  /** Pause between runs; the first run happens after one interval. 0 = only runOnce. */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

/** `runOnce` returns how many accounts were deleted. */
export type DeletionWorker = PeriodicJob<number>;

export function startDeletionWorker({ db, intervalMs, onError }: DeletionWorkerOptions): DeletionWorker {
  return startPeriodicJob(
    async () => {
      const result = await db.transaction(null, (tx) =>
        tx.query<{ deleted: number }>('select public.process_due_account_deletions() as deleted'),
      );
      return result.rows[0]?.deleted ?? 0;
    },
    { intervalMs, idle: 0, onError },
  );
}
