import { describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import { clip, describeFailure, MAX_TEXT, shapeOutcome, type ReportedTest } from './result-shaping.ts';

const tests = [
  { name: 'หนึ่ง', code: 'a' },
  { name: 'สอง', code: 'b' },
  { name: 'สาม', code: 'c' },
];
const pass: ReportedTest = { output: '', failure: null };

describe('describeFailure', () => {
  it('words each kind of failure', () => {
    expect(describeFailure({ kind: 'assert-equal', expected: '3', actual: 'undefined' })).toBe('คาดว่าได้ 3 แต่ได้ undefined');
    expect(describeFailure({ kind: 'assert', message: null })).toBe(th.codeRunner.assertFailed);
    expect(describeFailure({ kind: 'assert', message: 'ได้ None' })).toBe('ได้ None');
    expect(describeFailure({ kind: 'error', name: 'TypeError', message: 'x is not a function' })).toBe('TypeError: x is not a function');
    expect(describeFailure({ kind: 'error', name: 'KeyboardInterrupt', message: '' })).toBe('KeyboardInterrupt');
  });
});

describe('shapeOutcome', () => {
  it('passes only when every test passed', () => {
    const all = new Map([
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    expect(shapeOutcome(tests, all, { kind: 'done' }, 12.4)).toEqual({
      status: 'passed',
      durationMs: 12,
      tests: tests.map((t) => ({ name: t.name, passed: true, output: '', error: null })),
    });
    const oneFails = new Map([
      [0, pass],
      [1, { output: 'พิมพ์', failure: { kind: 'assert', message: null } }],
      [2, pass],
    ]);
    const outcome = shapeOutcome(tests, oneFails, { kind: 'done' }, 5);
    expect(outcome.status).toBe('failed');
    expect(outcome.tests[1]).toEqual({ name: 'สอง', passed: false, output: 'พิมพ์', error: th.codeRunner.assertFailed });
  });

  it('keeps the verdicts reported before a timeout and blames the first unfinished test', () => {
    const outcome = shapeOutcome(tests, new Map([[0, pass]]), { kind: 'timeout' }, 5003);
    expect(outcome.status).toBe('timeout');
    expect(outcome.tests.map((t) => [t.passed, t.error])).toEqual([
      [true, null],
      [false, th.codeRunner.timeout],
      [false, th.codeRunner.notRun],
    ]);
  });

  it('says why when the runner failed before any test', () => {
    const outcome = shapeOutcome(tests.slice(0, 1), new Map(), { kind: 'crashed', message: th.codeRunner.pythonLoadFailed }, 0);
    expect(outcome).toMatchObject({ status: 'crashed', tests: [{ passed: false, error: th.codeRunner.pythonLoadFailed }] });
  });

  it('never reports a test as passed that the worker did not report', () => {
    expect(shapeOutcome(tests, new Map(), { kind: 'done' }, 1).status).toBe('failed');
  });

  it('clips long output and errors to what the database accepts', () => {
    const long = 'ก'.repeat(10_000);
    const outcome = shapeOutcome(
      tests.slice(0, 1),
      new Map([[0, { output: long, failure: { kind: 'error', name: 'Error', message: long } }]]),
      { kind: 'done' },
      1,
    );
    expect(outcome.tests[0]?.output).toHaveLength(MAX_TEXT);
    expect(outcome.tests[0]?.error?.endsWith('…')).toBe(true);
    expect(clip('สั้น')).toBe('สั้น');
  });
});
