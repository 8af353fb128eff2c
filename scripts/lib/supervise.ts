import type { ChildProcess } from 'node:child_process';

export interface Backoff {
  /** Wait before the first restart. */
  initialMs: number;
  /** The wait doubles per failure in a row, up to this. */
  maxMs: number;
  /** A process that ran this long before it died starts the doubling over. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface Supervisor {
  /** The running process, or null between a death and its restart. */
  current: () => ChildProcess | null;
  /** Stops the process for good (no restart). */
  stop: (signal?: NodeJS.Signals) => void;
}

/** The wait before restart number `failures` (1 = the first in a row). */
export function restartDelay(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Keeps a child process running under `npm start`: when it exits on its own
 * it is started again after a wait that doubles with each failure in a row
 * (1 s, 2 s, 4 s … 30 s), so a backend that crashes comes back by itself
 * while the web server keeps serving, and one that cannot start at all does
 * not spin. `stop` ends it without a restart.
 */
export function supervise(
  name: string,
  start: () => ChildProcess,
  {
    backoff = DEFAULT_BACKOFF,
    log = (line: string) => console.error(line),
    now = () => Date.now(),
  }: { backoff?: Backoff; log?: (line: string) => void; now?: () => number } = {},
): Supervisor {
  let child: ChildProcess | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    const startedAt = now();
    const started = start();
    child = started;
    started.once('exit', (code, signal) => {
      if (child === started) child = null;
      if (stopped) return;
      failures = now() - startedAt >= backoff.resetAfterMs ? 1 : failures + 1;
      const delay = restartDelay(failures, backoff);
      log(`${name} stopped (${signal ?? `exit ${code ?? '?'}`}); restarting in ${(delay / 1000).toFixed(1)} s`);
      timer = setTimeout(run, delay);
    });
  };
  run();

  return {
    current: () => child,
    stop: (signal = 'SIGTERM') => {
      stopped = true;
      clearTimeout(timer);
      child?.kill(signal);
    },
  };
}
