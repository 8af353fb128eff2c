import { describe, expect, it } from 'vitest';
import { failureOfPython } from './run-python-tests.ts';

/** Pyodide's PythonError: the traceback as the message, the exception class as `type`. */
function pythonError(type: string, lastLine: string): Error {
  return Object.assign(new Error(`Traceback (most recent call last):\n  File "<exec>", line 1, in <module>\n${lastLine}\n`), { type });
}

describe('failureOfPython', () => {
  it('turns an assert into an assertion failure with its message, if any', () => {
    expect(failureOfPython(pythonError('AssertionError', 'AssertionError: ได้ None'))).toEqual({ kind: 'assert', message: 'ได้ None' });
    expect(failureOfPython(pythonError('AssertionError', 'AssertionError'))).toEqual({ kind: 'assert', message: null });
  });

  it('keeps the exception name and the last line of the traceback for other errors', () => {
    expect(failureOfPython(pythonError('NameError', "NameError: name 'bmi' is not defined"))).toEqual({
      kind: 'error',
      name: 'NameError',
      message: "name 'bmi' is not defined",
    });
    expect(failureOfPython(new Error('boom'))).toEqual({ kind: 'error', name: 'Error', message: 'boom' });
    expect(failureOfPython(new Error('MemoryError: out of memory'))).toEqual({
      kind: 'error',
      name: 'MemoryError',
      message: 'out of memory',
    });
  });
});
