import { th } from '@shared/messages';
import type { ExerciseLanguage, ExerciseTest, WorkerLike } from './runner-protocol.ts';
import { runWithTimeLimit, type LoadingStage } from './run-with-time-limit.ts';
import type { RunOutcome } from './result-shaping.ts';

export type { ExerciseLanguage, ExerciseTest } from './runner-protocol.ts';
export type { RunOutcome, TestResult } from './result-shaping.ts';
export type { LoadingStage } from './run-with-time-limit.ts';
export { TIME_LIMIT_MS } from './run-with-time-limit.ts';

/**
 * `@shared/code-runner`: runs an exercise's tests against a learner's code in a Web Worker
 * (decision 0034), for the lesson page and the admin's exercise editor alike. Import it
 * dynamically: it is only for pages that show an exercise.
 *
 * The workers are built with the shell (this package is a federation singleton the shell
 * provides), so they are same-origin with the page, as a Worker must be, whichever remote asks.
 */

// Vite bundles each worker from these exact `new Worker(new URL(…), …)` expressions.
const newJavaScriptWorker = () =>
  new Worker(new URL('./js-runner.worker.ts', import.meta.url), { type: 'module', name: 'riancode-js-runner' });
const newPythonWorker = () =>
  new Worker(new URL('./python-runner.worker.ts', import.meta.url), { type: 'module', name: 'riancode-python-runner' });

/** The Python worker outlives a run (Pyodide loads once); a run that hit the limit discards it. */
let pythonWorker: WorkerLike | null = null;

export interface RunOptions {
  /** Python's first run: which loading stage it is in. */
  onLoading?: (stage: LoadingStage) => void;
}

export async function runExercise(
  language: ExerciseLanguage,
  code: string,
  tests: readonly ExerciseTest[],
  options: RunOptions = {},
): Promise<RunOutcome> {
  if (language === 'javascript') {
    const worker = newJavaScriptWorker();
    const { outcome, reusable } = await runWithTimeLimit({ worker, code, tests, fatalMessage: th.codeRunner.crashed });
    if (reusable) worker.terminate();
    return outcome;
  }
  const worker = pythonWorker ?? newPythonWorker();
  pythonWorker = null;
  const { outcome, reusable } = await runWithTimeLimit({
    worker,
    code,
    tests,
    fatalMessage: th.codeRunner.pythonLoadFailed,
    onLoading: options.onLoading,
  });
  if (reusable) pythonWorker = worker;
  return outcome;
}
