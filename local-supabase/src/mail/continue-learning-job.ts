import type { Database } from '../db/types.ts';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';

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

/** `runOnce` returns how many e-mails were queued. */
export type ContinueLearningJob = PeriodicJob<number>;

export function startContinueLearningJob({ db, intervalMs, onError }: ContinueLearningJobOptions): ContinueLearningJob {
  return startPeriodicJob(
    async () => {
      const result = await db.transaction(null, (tx) =>
        tx.query<{ queued: number }>('select public.queue_continue_learning_emails() as queued'),
      );
      return result.rows[0]?.queued ?? 0;
    },
    { intervalMs, idle: 0, onError },
  );
}
