// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import type { RunRequest, WorkerLike, WorkerReport } from './runner-protocol.ts';
import { runWithTimeLimit } from './run-with-time-limit.ts';

/**
 * The time limit against a real thread: the very runner the browser's worker runs
 * (run-javascript-tests.ts, compiled here) in a Node worker thread behind the WorkerLike surface
 * a Web Worker offers. An endless loop really blocks that thread; only terminating it ends the run.
 */
const runnerSource = ts.transpileModule(readFileSync(new URL('./run-javascript-tests.ts', import.meta.url), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
}).outputText;

const threads: Worker[] = [];

function javaScriptRunnerThread(): WorkerLike & { exited: Promise<number> } {
  const thread = new Worker(
    `const runner = {}; (function (exports) { ${runnerSource} })(runner);
     const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (request) => runner.runJavaScriptTests(request, (report) => parentPort.postMessage(report)));`,
    { eval: true },
  );
  threads.push(thread);
  const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
  const like: WorkerLike & { exited: Promise<number> } = {
    exited,
    onmessage: null,
    onerror: null,
    postMessage: (message: RunRequest) => thread.postMessage(message),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data: WorkerReport) => like.onmessage?.(new MessageEvent('message', { data })));
  thread.on('error', (error) => like.onerror?.(Object.assign(new Event('error'), { error }) as unknown as ErrorEvent));
  return like;
}

afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.terminate()));
});

const tests = [
  { name: 'บวกเลข', code: 'assertEqual(add(1, 2), 3);' },
  { name: 'วนไม่รู้จบ', code: 'while (true) {}' },
  { name: 'ไม่ถึง', code: 'assert(true);' },
];

describe('runWithTimeLimit with a real worker thread', () => {
  it('terminates an endless loop within the limit and reports it in Thai', async () => {
    const worker = javaScriptRunnerThread();
    const started = performance.now();
    const { outcome, reusable } = await runWithTimeLimit({
      worker,
      code: 'function add(a, b) { return a + b; }',
      tests,
      timeLimitMs: 300,
      fatalMessage: 'x',
    });
    const elapsed = performance.now() - started;

    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
    expect(reusable).toBe(false);
    expect(await worker.exited).toBe(1); // terminated, not finished
    expect(outcome.status).toBe('timeout');
    expect(outcome.tests.map((t) => [t.name, t.passed, t.error])).toEqual([
      ['บวกเลข', true, null],
      ['วนไม่รู้จบ', false, th.codeRunner.timeout],
      ['ไม่ถึง', false, th.codeRunner.notRun],
    ]);
    expect(th.codeRunner.timeout).toBe('โค้ดทำงานนานเกินไป (เกิน 5 วินาที)');
  });

  it('contains a loop in the learner code itself, before any test runs', async () => {
    const { outcome } = await runWithTimeLimit({
      worker: javaScriptRunnerThread(),
      code: 'for (;;) {}',
      tests: tests.slice(0, 1),
      timeLimitMs: 200,
      fatalMessage: 'x',
    });
    expect(outcome.status).toBe('timeout');
    expect(outcome.tests[0]).toMatchObject({ passed: false, error: th.codeRunner.timeout });
  });

  it('finishes a quick run well inside the limit with every verdict and the output', async () => {
    const { outcome, reusable } = await runWithTimeLimit({
      worker: javaScriptRunnerThread(),
      code: 'function add(a, b) { console.log("บวก", a, b); return a - b; }',
      tests: [tests[0] ?? { name: '', code: '' }, { name: 'ว่าง', code: '' }],
      timeLimitMs: 5000,
      fatalMessage: 'x',
    });
    expect(reusable).toBe(true);
    expect(outcome.status).toBe('failed');
    expect(outcome.durationMs).toBeLessThan(5000);
    expect(outcome.tests[0]).toEqual({ name: 'บวกเลข', passed: false, output: 'บวก 1 2', error: th.codeRunner.expectedButGot('3', '-1') });
    expect(outcome.tests[1]).toMatchObject({ passed: true, error: null });
  });
});

describe('runWithTimeLimit with a runner that never gets ready', () => {
  it('gives up loading at the load limit with the fatal message, and terminates the worker', async () => {
    let terminated = false;
    const silent: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => undefined,
      terminate: () => {
        terminated = true;
      },
    };
    const { outcome } = await runWithTimeLimit({
      worker: silent,
      code: '',
      tests: tests.slice(0, 2),
      loadLimitMs: 50,
      fatalMessage: th.codeRunner.pythonLoadFailed,
    });
    expect(terminated).toBe(true);
    expect(outcome.status).toBe('crashed');
    expect(outcome.tests.map((t) => t.error)).toEqual([th.codeRunner.pythonLoadFailed, th.codeRunner.notRun]);
  });

  it('does not count loading against the time limit', async () => {
    const slowLoader: WorkerLike = {
      onmessage: null,
      onerror: null,
      terminate: () => undefined,
      postMessage: () => {
        const send = (data: WorkerReport) => slowLoader.onmessage?.(new MessageEvent('message', { data }));
        setTimeout(() => send({ type: 'loading', stage: 'runtime' }), 10);
        setTimeout(() => {
          send({ type: 'ready' });
          send({ type: 'test', index: 0, output: '', failure: null });
          send({ type: 'done' });
        }, 150);
      },
    };
    const stages: string[] = [];
    const { outcome } = await runWithTimeLimit({
      worker: slowLoader,
      code: '',
      tests: tests.slice(0, 1),
      timeLimitMs: 100,
      fatalMessage: 'x',
      onLoading: (s) => stages.push(s),
    });
    expect(stages).toEqual(['runtime']);
    expect(outcome.status).toBe('passed');
  });
});
