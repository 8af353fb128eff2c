import type { Database } from '../db/types.ts';

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

export interface DeletionWorker {
  /** One run now: returns how many accounts were deleted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export function startDeletionWorker({ db, intervalMs, onError }: DeletionWorkerOptions): DeletionWorker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const run = async (): Promise<number> => {
    const result = await db.transaction(null, (tx) =>
      tx.query<{ deleted: number }>('select public.process_due_account_deletions() as deleted'),
    );
    return result.rows[0]?.deleted ?? 0;
  };

  const runOnce = (): Promise<number> => {
    // One run at a time: a manual run waits for the timer's and vice versa.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(run);
    running = next;
    return next;
  };

  const schedule = (): void => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => onError?.(error))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
