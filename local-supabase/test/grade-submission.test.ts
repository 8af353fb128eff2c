import { describe, expect, it } from 'vitest';
import { gradeSubmission, GRADER_MESSAGES } from '../src/grader/grade-submission.ts';

// The grader's core on its own (decision 0043): JavaScript in a vm context inside a worker
// thread, Python through Pyodide in Node, each with a time limit that stops an endless loop.

const LIMITS = { timeLimitMs: 2000, startLimitMs: 120_000, memoryMb: 128, wasmMemoryMb: 256 };
const visible = (name: string, code: string) => ({ name, code, hidden: false });
const hidden = (name: string, code: string) => ({ name, code, hidden: true });

describe('gradeSubmission: JavaScript', () => {
  it('passes and fails tests, and hides what a hidden test says', async () => {
    const result = await gradeSubmission(
      'function double(x) { console.log("x =", x); return x === 2 ? 4 : 0; }',
      'javascript',
      [visible('สอง', 'assertEqual(double(2), 4);'), hidden('สาม', 'assertEqual(double(3), 6);')],
      LIMITS,
    );
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([
      { name: 'สอง', passed: true, output: 'x = 2', error: null, hidden: false },
      { name: 'สาม', passed: false, output: null, error: null, hidden: true },
    ]);
  });

  it('gives the code no require, process or import', async () => {
    const result = await gradeSubmission(
      '',
      'javascript',
      [
        visible('process', 'assertEqual(typeof process, "undefined");'),
        visible('require', 'assertEqual(typeof require, "undefined");'),
        visible('escape through a helper', 'assertEqual(typeof assert.constructor("return this.process")(), "undefined");'),
        visible('import', 'await import("node:fs");'),
      ],
      LIMITS,
    );
    expect(result.tests.map((t) => t.passed)).toEqual([true, true, true, false]);
  });

  it('stops an endless loop at the time limit', async () => {
    const result = await gradeSubmission(
      'function spin() { for (;;) {} }',
      'javascript',
      [visible('spins', 'spin();'), visible('after', 'assert(true);')],
      LIMITS,
    );
    expect(result.tests.every((t) => !t.passed)).toBe(true);
    expect(result.tests[0]?.error).toMatch(/timed out|นานเกินไป/);
  });

  it('stops a run that eats memory, at the heap limit or the time limit, whichever comes first', async () => {
    const result = await gradeSubmission(
      '',
      'javascript',
      [visible('eats', 'const all = []; for (;;) all.push(new Array(1e6).fill(1));')],
      LIMITS,
    );
    expect(result.tests[0]?.passed).toBe(false);
    // The heap limit ends the worker (crashed); on a slow machine the clock may come first
    // (the supervisor's message, or the vm's own "timed out").
    expect(result.error ?? result.tests[0]?.error).toMatch(/หน่วยความจำ|นานเกินไป|timed out/);
  });

  it('ends a run that waits for what never comes, or loops asynchronously, with a failure', async () => {
    const never = await gradeSubmission('', 'javascript', [visible('waits', 'await new Promise(() => {});')], LIMITS);
    expect(never.error).toBe(GRADER_MESSAGES.unfinished);
    expect(never.tests[0]?.passed).toBe(false);
    const result = await gradeSubmission('', 'javascript', [visible('ticks', 'for (;;) await Promise.resolve();')], LIMITS);
    expect(result.error).toBe(GRADER_MESSAGES.timeLimit(LIMITS.timeLimitMs));
    expect(result.tests[0]?.passed).toBe(false);
  });
});

describe('gradeSubmission: Python in Node', () => {
  it('runs Python through Pyodide, without the bridge to JavaScript', { timeout: 180_000 }, async () => {
    const result = await gradeSubmission(
      'def add(a, b):\n    print("adding")\n    return a + b\n',
      'python',
      [visible('บวก', 'assert add(1, 2) == 3'), visible('ผิด', 'assert add(1, 2) == 4, "ไม่เท่ากัน"'), visible('no js', 'import js')],
      LIMITS,
    );
    expect(result.error).toBeUndefined();
    expect(result.tests[0]).toEqual({ name: 'บวก', passed: true, output: 'adding', error: null, hidden: false });
    expect(result.tests[1]?.passed).toBe(false);
    expect(result.tests[1]?.error).toContain('ไม่เท่ากัน');
    expect(result.tests[2]?.passed).toBe(false);
    expect(result.tests[2]?.error).toMatch(/ImportError|ModuleNotFoundError/);
  });

  it('refuses Python more memory than its limit: MemoryError, and the next test still runs', { timeout: 180_000 }, async () => {
    const result = await gradeSubmission(
      'def grab():\n    return bytearray(400 * 1024 * 1024)\n',
      'python',
      [visible('hog', 'grab()'), visible('after', 'assert sum(range(10)) == 45')],
      LIMITS,
    );
    expect(result.error).toBeUndefined();
    expect(result.tests[0]?.passed).toBe(false);
    expect(result.tests[0]?.error).toMatch(/MemoryError/);
    expect(result.tests[1]?.passed).toBe(true);
  });

  it('stops an endless Python loop at the time limit', { timeout: 180_000 }, async () => {
    const result = await gradeSubmission('while True:\n    pass\n', 'python', [visible('spins', 'assert True')], LIMITS);
    expect(result.error).toBe(GRADER_MESSAGES.timeLimit(LIMITS.timeLimitMs));
    expect(result.tests[0]?.passed).toBe(false);
  });
});
