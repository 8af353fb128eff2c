import type { Database } from '../db/types.ts';
import { isDue, parseSchedule } from './cron-schedule.ts';
import { sendQueuedRequests } from './net-requests.ts';

/**
 * pg_cron's scheduler, played by Node (decision 0051): every second it reads cron.job, runs each
 * active job that is due as the database owner (one transaction per run, recorded in
 * cron.job_run_details as pg_cron records it), then sends the HTTP requests the jobs queued with
 * net.http_post. A job still running is not started again. Seconds a busy machine skipped are
 * caught up (at most a minute back), so a due job is not lost to a late timer.
 */

export interface JobRun {
  jobid: number;
  jobname: string | null;
  status: 'succeeded' | 'failed';
  return_message: string;
}

export interface CronRunner {
  /** Runs every active job due at `at` (whole seconds) and the requests they queue; resolves when all are done. */
  tick(at: Date): Promise<JobRun[]>;
  /** Runs the named job now, due or not, and the requests it queues (tests, and an operator's "run now"). */
  run(jobname: string): Promise<JobRun>;
  stop(): Promise<void>;
}

export interface CronRunnerOptions {
  db: Database;
  /** Whether the clock drives it; off in tests, which call tick() or run() instead. */
  enabled: boolean;
  onError?: (error: unknown) => void;
}

interface JobRow {
  jobid: number;
  jobname: string | null;
  schedule: string;
  command: string;
}

const MAX_CATCH_UP_SECONDS = 60;
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function startCronRunner({ db, enabled, onError }: CronRunnerOptions): CronRunner {
  const running = new Map<number, Promise<JobRun>>();
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const activeJobs = (): Promise<JobRow[]> =>
    db.transaction(null, async (tx) => {
      const jobs = await tx.query<JobRow>(
        'select jobid::int as jobid, jobname, schedule, command from cron.job where active order by jobid',
      );
      return jobs.rows;
    });

  const execute = async (job: JobRow): Promise<JobRun> => {
    const [{ runid } = { runid: 0 }] = await db.transaction(null, async (tx) => {
      const started = await tx.query<{ runid: number }>(
        `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
         values ($1, 0, current_database(), current_user, $2, 'running', now()) returning runid::int as runid`,
        [job.jobid, job.command],
      );
      return started.rows;
    });
    let status: JobRun['status'] = 'succeeded';
    let message: string;
    try {
      const result = await db.transaction(null, (tx) => tx.query(job.command));
      message = `${result.rows.length} row${result.rows.length === 1 ? '' : 's'}`;
    } catch (error) {
      status = 'failed';
      message = `ERROR:  ${describe(error)}`;
    }
    await db.transaction(null, (tx) =>
      tx.query('update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1', [
        runid,
        status,
        message,
      ]),
    );
    // pg_net sends after the commit; the job's requests go out now.
    await sendQueuedRequests(db);
    return { jobid: job.jobid, jobname: job.jobname, status, return_message: message };
  };

  /** One run of the job at a time: a job still running is skipped, its run returned. */
  const start = (job: JobRow): Promise<JobRun> => {
    const current = running.get(job.jobid);
    if (current) return current;
    const run = execute(job).finally(() => running.delete(job.jobid));
    running.set(job.jobid, run);
    return run;
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };

  const dueAt = async (seconds: number[]): Promise<JobRun[]> => {
    const jobs = await activeJobs();
    const due = jobs.filter((job) => {
      const schedule = parseSchedule(job.schedule);
      return schedule !== null && seconds.some((second) => isDue(schedule, new Date(second * 1000)));
    });
    return Promise.all(due.map((job) => track(start(job))));
  };

  const tick = (at: Date): Promise<JobRun[]> => dueAt([Math.floor(at.getTime() / 1000)]);

  let lastSecond = Math.floor(Date.now() / 1000);
  const loop = (): void => {
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(
      () => {
        const current = Math.floor(Date.now() / 1000);
        const seconds: number[] = [];
        for (let second = Math.max(lastSecond + 1, current - MAX_CATCH_UP_SECONDS); second <= current; second += 1) seconds.push(second);
        lastSecond = current;
        if (seconds.length > 0) {
          track(dueAt(seconds)).catch((error: unknown) => onError?.(error));
        }
        loop();
      },
      1000 - (now % 1000),
    );
    // The schedule never keeps the process alive on its own.
    timer.unref();
  };
  if (enabled) loop();

  return {
    tick,
    async run(jobname) {
      const job = (await activeJobs()).find((row) => row.jobname === jobname);
      if (!job) throw new Error(`no active cron job named ${jobname}`);
      return track(start(job));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
