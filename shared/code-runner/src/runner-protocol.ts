/**
 * What the page and a runner worker say to each other (decision 0034). The worker reports what
 * happened; the page decides what it means (result-shaping.ts), so every Thai text is built on
 * the page side and a worker needs no message catalogue.
 */
export type ExerciseLanguage = 'javascript' | 'python';

/** One visible test: its code runs after the learner's and passes when it raises nothing. */
export interface ExerciseTest {
  name: string;
  code: string;
}

export interface RunRequest {
  code: string;
  tests: ExerciseTest[];
}

/** Why a test failed, as data: the page words it. */
export type TestFailure =
  | { kind: 'assert-equal'; expected: string; actual: string }
  | { kind: 'assert'; message: string | null }
  | { kind: 'error'; name: string; message: string };

export type WorkerReport =
  /** Python's first use: the runtime is downloading (`runtime`), then starting (`python`). */
  | { type: 'loading'; stage: 'runtime' | 'python' }
  /** The runner can run: the time limit starts now. */
  | { type: 'ready' }
  | { type: 'test'; index: number; output: string; failure: TestFailure | null }
  | { type: 'done' }
  /** The runner itself failed (Python did not load). */
  | { type: 'fatal'; message: string };

/** The part of a Web Worker the supervisor uses, so tests can hand it a Node worker thread. */
export interface WorkerLike {
  postMessage(message: RunRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReport>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}
