import { describe, expect, it } from 'vitest';
import type { TestFailure, WorkerReport } from './runner-protocol.ts';
import { deepEqual, describeValue, runJavaScriptTests } from './run-javascript-tests.ts';

async function verdicts(code: string, testCodes: string[]) {
  const reports: WorkerReport[] = [];
  await runJavaScriptTests({ code, tests: testCodes.map((c, i) => ({ name: `t${i}`, code: c })) }, (r) => reports.push(r));
  expect(reports[0]).toEqual({ type: 'ready' });
  expect(reports.at(-1)).toEqual({ type: 'done' });
  return reports.flatMap((r) => (r.type === 'test' ? [{ output: r.output, failure: r.failure }] : []));
}

describe('runJavaScriptTests', () => {
  it('passes tests that raise nothing and reports assertion details', async () => {
    const results = await verdicts('function double(n) { return n * 2; }', [
      'assertEqual(double(2), 4);',
      'assertEqual(double(2), 5);',
      'assert(double(1) === 3, "ต้องได้ 3");',
      'assertEqual([double(1), { a: double(2) }], [2, { a: 4 }]);',
    ]);
    expect(results.map((r) => r.failure)).toEqual<(TestFailure | null)[]>([
      null,
      { kind: 'assert-equal', expected: '5', actual: '4' },
      { kind: 'assert', message: 'ต้องได้ 3' },
      null,
    ]);
  });

  it('reports thrown errors and syntax errors by name and message', async () => {
    const [thrown] = await verdicts('function f() { return missing; }', ['f();']);
    expect(thrown?.failure).toEqual({ kind: 'error', name: 'ReferenceError', message: 'missing is not defined' });
    const [syntax] = await verdicts('function f( {', ['f();']);
    expect(syntax?.failure).toMatchObject({ kind: 'error', name: 'SyntaxError' });
  });

  it('collects console output per test and starts every test from the learner code afresh', async () => {
    const results = await verdicts('let count = 0; function tick() { count += 1; console.log("นับ", count); return count; }', [
      'assertEqual(tick(), 1);',
      'assertEqual(tick(), 1);',
    ]);
    expect(results).toEqual([
      { output: 'นับ 1', failure: null },
      { output: 'นับ 1', failure: null },
    ]);
  });

  it('awaits async tests', async () => {
    const [result] = await verdicts('async function later() { return 7; }', ['assertEqual(await later(), 7);']);
    expect(result?.failure).toBeNull();
  });

  it('keeps the worker messaging out of the learner code', async () => {
    const [result] = await verdicts('', ['assertEqual(typeof postMessage, "undefined");']);
    expect(result?.failure).toBeNull();
  });
});

describe('value helpers', () => {
  it('compares structures and renders values briefly', () => {
    expect(deepEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(describeValue('ก')).toBe('"ก"');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(10n)).toBe('10n');
  });
});
