import type { PyodideAPI } from 'pyodide';
import type { RunRequest, TestFailure, WorkerReport } from './runner-protocol.ts';

/**
 * Runs a learner's Python against each test with a loaded Pyodide, inside the Python runner
 * worker. Each test gets a fresh namespace: the learner's code runs in it, then the test's.
 */

/** The last line of a traceback, split at the first ": " into the exception name and message. */
export function failureOfPython(error: unknown): TestFailure {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.trimEnd().split('\n');
  const last = lines[lines.length - 1]?.trim() ?? '';
  const declared = error instanceof Error && 'type' in error && typeof error.type === 'string' ? error.type : null;
  const type = declared ?? (/^\w+:/.test(last) ? last.slice(0, last.indexOf(':')) : 'Error');
  const message = last === type ? '' : last.startsWith(`${type}:`) ? last.slice(type.length + 1).trim() : last;
  if (type === 'AssertionError') return { kind: 'assert', message: message || null };
  return { kind: 'error', name: type, message };
}

/**
 * The learner's code, then the test, in a namespace of their own (a module named __main__). The
 * two sources travel as Python string literals: a JSON string is one.
 */
export function freshNamespaceRun(code: string, test: string): string {
  return [
    '_riancode_ns = {"__name__": "__main__"}',
    `exec(compile(${JSON.stringify(code)}, "<code>", "exec"), _riancode_ns)`,
    `exec(compile(${JSON.stringify(test)}, "<test>", "exec"), _riancode_ns)`,
  ].join('\n');
}

export function runPythonTests(pyodide: PyodideAPI, request: RunRequest, report: (message: WorkerReport) => void): void {
  report({ type: 'ready' });
  for (const [index, test] of request.tests.entries()) {
    const lines: string[] = [];
    pyodide.setStdout({ batched: (line: string) => lines.push(line) });
    pyodide.setStderr({ batched: (line: string) => lines.push(line) });
    let failure: TestFailure | null = null;
    try {
      pyodide.runPython(freshNamespaceRun(request.code, test.code), { dedent: false });
    } catch (error) {
      failure = failureOfPython(error);
    }
    report({ type: 'test', index, output: lines.join('\n'), failure });
  }
  report({ type: 'done' });
}
