import type { RunRequest, TestFailure, WorkerReport } from './runner-protocol.ts';

/**
 * Runs a learner's JavaScript against each test, inside the runner worker (never on the page:
 * an endless loop there would freeze the tab). Each test evaluates the learner's code afresh with
 * the test appended, so one test cannot leave state for the next. Self-contained (types only) so
 * a Node test can run this very file in a worker thread.
 */

class AssertionFailure extends Error {
  constructor(readonly failure: TestFailure) {
    super('assertion failed');
  }
}

/** A short, readable rendering of a value for "expected … but got …". */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'function';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Structural equality for the values tests compare: primitives, arrays and plain objects. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const helpers = {
  assert(condition: unknown, message?: unknown) {
    if (!condition) throw new AssertionFailure({ kind: 'assert', message: typeof message === 'string' ? message : null });
  },
  assertEqual(actual: unknown, expected: unknown) {
    if (!deepEqual(actual, expected)) {
      throw new AssertionFailure({ kind: 'assert-equal', expected: describeValue(expected), actual: describeValue(actual) });
    }
  },
};

function failureOf(error: unknown): TestFailure {
  if (error instanceof AssertionFailure) return error.failure;
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message };
  return { kind: 'error', name: 'Error', message: describeValue(error) };
}

/** console.log and friends, collected per test instead of printed. */
function collectingConsole(lines: string[]) {
  const write = (...values: unknown[]) => {
    lines.push(values.map((v) => (typeof v === 'string' ? v : describeValue(v))).join(' '));
  };
  return { log: write, info: write, warn: write, error: write, debug: write };
}

type AsyncFunctionConstructor = new (...params: string[]) => (...args: unknown[]) => Promise<unknown>;
const AsyncFunction = (async () => {
  await Promise.resolve();
}).constructor as AsyncFunctionConstructor;

/**
 * The worker's globals the learner's code should not reach by accident: shadowed by parameters
 * of the same name. (Not a security boundary: the learner runs their own code in their own tab.)
 */
const SHADOWED = ['postMessage', 'close', 'onmessage', 'importScripts'];

export async function runJavaScriptTests(request: RunRequest, report: (message: WorkerReport) => void): Promise<void> {
  report({ type: 'ready' });
  for (const [index, test] of request.tests.entries()) {
    const lines: string[] = [];
    let failure: TestFailure | null = null;
    try {
      const run = new AsyncFunction('assert', 'assertEqual', 'console', ...SHADOWED, `${request.code}\n;\n${test.code}`);
      await run(helpers.assert, helpers.assertEqual, collectingConsole(lines));
    } catch (error) {
      failure = failureOf(error);
    }
    report({ type: 'test', index, output: lines.join('\n'), failure });
  }
  report({ type: 'done' });
}
