/**
 * The loop behind the exercise grader (src/grader), local-supabase's one background
 * worker outside pg_cron: the school's scheduled jobs run as cron jobs (src/cron).
 *
 * - The first run comes one interval after the start; `intervalMs <= 0` never
 *   runs on its own (tests call `runOnce`).
 * - One run at a time: a manual `runOnce` waits for the timer's and vice versa.
 * - A failed run is reported to `onError` and the next one is scheduled anyway.
 * - `stop` ends the schedule and waits for a run in progress; a long run can
 *   ask `isStopped()` between its steps to end early.
 */
export interface PeriodicJob<T> {
  /** One run now (after any run in progress), resolving with its result. */
  runOnce(): Promise<T>;
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  intervalMs: number;
  /** What a run that failed counts as, for the runs queued after it. */
  idle: T;
  onError?: (error: unknown) => void;
}

export function startPeriodicJob<T>(
  run: (isStopped: () => boolean) => Promise<T>,
  { intervalMs, idle, onError }: PeriodicJobOptions<T>,
): PeriodicJob<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<T> | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  const runOnce = (): Promise<T> => {
    const next = (running ?? Promise.resolve(idle)).catch(() => idle).then(() => run(isStopped));
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
    // Background work never keeps the process alive on its own.
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => idle);
    },
  };
}
