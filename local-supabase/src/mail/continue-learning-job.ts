import type { Database } from '../db/types.ts';

/**
 * Queues the weekly "เรียนต่อจากที่ค้างไว้" e-mails by calling the database's one function for it,
 * public.queue_continue_learning_emails() (decision 0035); the outbox worker then delivers them.
 * On hosted Supabase a pg_cron job calls the same function (README, "E-mail notifications"). The
 * function keys each e-mail by member and week, so running it hourly queues each member once.
 */

export interface ContinueLearningJobOptions {
  db: Database;
  /** Pause between runs; the first run happens after one interval. 0 = only runOnce. */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

export interface ContinueLearningJob {
  /** One run now: returns how many e-mails were queued. */
  runOnce(): Promise<number>;
  /** Stops and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export function startContinueLearningJob({ db, intervalMs, onError }: ContinueLearningJobOptions): ContinueLearningJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const run = async (): Promise<number> => {
    const result = await db.transaction(null, (tx) =>
      tx.query<{ queued: number }>('select public.queue_continue_learning_emails() as queued'),
    );
    return result.rows[0]?.queued ?? 0;
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
