import { Worker } from 'node:worker_threads';

/**
 * The grader's core (decision 0043): runs a learner's code against an exercise's tests, visible
 * and hidden, in a worker thread with memory limits, an empty environment and a wall-clock limit,
 * and returns the verdict per test. Node's standard library only, nothing of local-supabase: on
 * hosted Supabase the same module moves into an Edge Function.
 */

export type GradedLanguage = 'javascript' | 'python';

export interface GradedTest {
  name: string;
  code: string;
  /** Hidden tests: the learner never sees their code, output or error message. */
  hidden: boolean;
}

export interface TestVerdict {
  name: string;
  passed: boolean;
  output: string | null;
  error: string | null;
  hidden: boolean;
}

export interface GradeResult {
  tests: TestVerdict[];
  duration_ms: number;
  /** The run as a whole failed (time limit, memory, runtime did not start): not every test ran. */
  error?: string;
}

export interface GradeLimits {
  /** Wall-clock time for all tests, counted from when the runtime is ready. */
  timeLimitMs: number;
  /** Time to start the runtime (Pyodide takes seconds on a busy machine). */
  startLimitMs: number;
  /** The worker's JavaScript heap. */
  memoryMb: number;
  /**
   * Python's memory: Pyodide's WebAssembly memory, which Node's resourceLimits do not count. The sandbox
   * refuses to grow it past this, and Python raises MemoryError (Pyodide itself takes ~60–80 MB).
   */
  wasmMemoryMb: number;
}

export const DEFAULT_LIMITS: GradeLimits = { timeLimitMs: 5000, startLimitMs: 60_000, memoryMb: 128, wasmMemoryMb: 256 };

/** What the learner reads when the run was stopped (Thai: the page shows it as is). */
export const GRADER_MESSAGES = {
  timeLimit: (ms: number) => `โค้ดทำงานนานเกินไป (เกิน ${Math.round(ms / 1000)} วินาที)`,
  crashed: 'โค้ดใช้หน่วยความจำเกินกำหนดหรือทำงานผิดพลาดจนหยุดกลางคัน',
  startFailed: 'เริ่มตัวตรวจโค้ดไม่สำเร็จ กรุณาส่งใหม่อีกครั้ง',
  /** The code waited on something that can never happen (the thread ran out of work). */
  unfinished: 'โค้ดรอสิ่งที่ไม่มีวันเกิดขึ้น จึงทำงานไม่จบ',
} as const;

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'test'; index: number; output: string; error: string | null }
  | { type: 'done' }
  | { type: 'fatal'; message: string };

const SANDBOX = new URL('./sandbox.worker.mjs', import.meta.url);

export function gradeSubmission(
  code: string,
  language: GradedLanguage,
  tests: readonly GradedTest[],
  limits: GradeLimits = DEFAULT_LIMITS,
): Promise<GradeResult> {
  const started = performance.now();
  const verdicts: (TestVerdict | undefined)[] = tests.map(() => undefined);
  return new Promise<GradeResult>((resolve) => {
    const worker = new Worker(SANDBOX, {
      workerData: {
        language,
        code,
        tests: tests.map(({ name, code: testCode }) => ({ name, code: testCode })),
        testTimeoutMs: limits.timeLimitMs,
        wasmMemoryBytes: limits.wasmMemoryMb * 1024 * 1024,
      },
      // No secrets of this process: an empty environment, no stdin, output collected per test.
      env: {},
      stdin: false,
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let settled = false;
    let timer = setTimeout(() => finish(GRADER_MESSAGES.startFailed), limits.startLimitMs);

    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      const results = tests.map((test, index): TestVerdict => {
        const verdict = verdicts[index] ?? {
          name: test.name,
          passed: false,
          output: null,
          error: error ?? GRADER_MESSAGES.crashed,
          hidden: test.hidden,
        };
        // A hidden test's output or message would tell its expected answer.
        return test.hidden ? { ...verdict, output: null, error: null } : verdict;
      });
      const result: GradeResult = { tests: results, duration_ms: Math.round(performance.now() - started) };
      resolve(error === undefined ? result : { ...result, error });
    };

    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => finish(GRADER_MESSAGES.timeLimit(limits.timeLimitMs)), limits.timeLimitMs);
      } else if (message.type === 'test') {
        const test = tests[message.index];
        if (!test) return;
        verdicts[message.index] = {
          name: test.name,
          passed: message.error === null,
          output: message.output,
          error: message.error,
          hidden: test.hidden,
        };
      } else if (message.type === 'done') {
        finish();
      } else {
        finish(message.message.slice(0, 4000));
      }
    });
    worker.on('error', () => finish(GRADER_MESSAGES.crashed));
    worker.on('exit', (exitCode) => finish(exitCode === 0 ? GRADER_MESSAGES.unfinished : GRADER_MESSAGES.crashed));
  });
}
