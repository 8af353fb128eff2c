import { th } from '@shared/messages';
import type { ExerciseTest, TestFailure } from './runner-protocol.ts';

/** How a run ended: every test reported, the time limit, or the runner failed. */
export type RunEnding = { kind: 'done' } | { kind: 'timeout' } | { kind: 'crashed'; message: string };

export interface TestResult {
  name: string;
  passed: boolean;
  /** What the test printed (console.log / print). */
  output: string;
  /** Why it failed, in Thai where the runner words it; null when it passed. */
  error: string | null;
}

export interface RunOutcome {
  status: 'passed' | 'failed' | 'timeout' | 'crashed';
  tests: TestResult[];
  durationMs: number;
}

export interface ReportedTest {
  output: string;
  failure: TestFailure | null;
}

/** Output and error are clipped to 4000 characters (as the server grader stores them); a page needs far less. */
export const MAX_TEXT = 2000;

export function clip(text: string, max = MAX_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function describeFailure(failure: TestFailure): string {
  switch (failure.kind) {
    case 'assert-equal':
      return th.codeRunner.expectedButGot(failure.expected, failure.actual);
    case 'assert':
      return failure.message ?? th.codeRunner.assertFailed;
    case 'error':
      return failure.message ? `${failure.name}: ${failure.message}` : failure.name;
  }
}

/**
 * One result per test, in the exercise's order: what the worker reported, and for the tests it
 * never reached, why (the time limit, or the runner failing). A test reported before the end keeps
 * its own verdict: a timeout in the third test does not undo the first two.
 */
export function shapeOutcome(
  tests: readonly ExerciseTest[],
  reported: ReadonlyMap<number, ReportedTest>,
  ending: RunEnding,
  durationMs: number,
): RunOutcome {
  let cut = false;
  const results = tests.map((test, index): TestResult => {
    const report = reported.get(index);
    if (report) {
      return {
        name: test.name,
        passed: report.failure === null,
        output: clip(report.output),
        error: report.failure ? clip(describeFailure(report.failure)) : null,
      };
    }
    const first = !cut;
    cut = true;
    const reason = ending.kind === 'timeout' ? th.codeRunner.timeout : ending.kind === 'crashed' ? ending.message : th.codeRunner.notRun;
    return { name: test.name, passed: false, output: '', error: first ? reason : th.codeRunner.notRun };
  });
  const status =
    ending.kind === 'timeout' ? 'timeout' : ending.kind === 'crashed' ? 'crashed' : results.every((r) => r.passed) ? 'passed' : 'failed';
  return { status, tests: results, durationMs: Math.max(0, Math.round(durationMs)) };
}
