import { th } from '@shared/messages';
import type { ExerciseTest, WorkerLike, WorkerReport } from './runner-protocol.ts';
import { shapeOutcome, type ReportedTest, type RunEnding, type RunOutcome } from './result-shaping.ts';

/** Learner code gets 5 seconds per run, counted from the moment the runner is ready. */
export const TIME_LIMIT_MS = 5000;
/** Loading Python (about 13 MB the first time) may take long on a slow line, but not forever. */
export const LOAD_LIMIT_MS = 180_000;

export type LoadingStage = 'runtime' | 'python';

export interface SupervisedRun {
  worker: WorkerLike;
  code: string;
  tests: readonly ExerciseTest[];
  timeLimitMs?: number;
  loadLimitMs?: number;
  onLoading?: ((stage: LoadingStage) => void) | undefined;
  /** What the learner reads when the runner itself failed (Python did not load). */
  fatalMessage: string;
}

export interface SupervisedResult {
  outcome: RunOutcome;
  /** false: the worker was terminated (time limit, crash) and must not be used again. */
  reusable: boolean;
}

/**
 * Runs one request in a worker and watches the clock from the page. JavaScript cannot interrupt
 * a busy thread, so the only cure for `while (true) {}` is terminating the worker: the page's own
 * thread never ran the code and stays responsive throughout.
 */
export function runWithTimeLimit(run: SupervisedRun): Promise<SupervisedResult> {
  const { worker, tests, timeLimitMs = TIME_LIMIT_MS, loadLimitMs = LOAD_LIMIT_MS } = run;
  const reported = new Map<number, ReportedTest>();
  return new Promise((resolve) => {
    let startedAt = performance.now();
    let settled = false;
    const finish = (ending: RunEnding) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      const reusable = ending.kind === 'done';
      if (!reusable) worker.terminate();
      resolve({ outcome: shapeOutcome(tests, reported, ending, performance.now() - startedAt), reusable });
    };
    let timer = setTimeout(() => finish({ kind: 'crashed', message: run.fatalMessage }), loadLimitMs);
    worker.onmessage = ({ data }: MessageEvent<WorkerReport>) => {
      switch (data.type) {
        case 'loading':
          run.onLoading?.(data.stage);
          break;
        case 'ready':
          clearTimeout(timer);
          startedAt = performance.now();
          timer = setTimeout(() => finish({ kind: 'timeout' }), timeLimitMs);
          break;
        case 'test':
          reported.set(data.index, { output: data.output, failure: data.failure });
          break;
        case 'done':
          finish({ kind: 'done' });
          break;
        case 'fatal':
          finish({ kind: 'crashed', message: run.fatalMessage });
          break;
      }
    };
    // An uncaught error or a worker the browser killed (out of memory).
    worker.onerror = () => finish({ kind: 'crashed', message: th.codeRunner.crashed });
    worker.postMessage({ code: run.code, tests: tests.map(({ name, code }) => ({ name, code })) });
  });
}
