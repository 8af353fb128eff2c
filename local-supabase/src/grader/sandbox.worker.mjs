// Runs one submission's tests inside a worker thread (decision 0043). The supervisor
// (grade-submission.ts) gives the thread memory limits, an empty environment and a wall-clock
// limit, and terminates it when time is up: an endless loop is stopped by that, not by the code.
// Plain JavaScript so Node loads it as is, under tsx, vitest or an Edge-Function port alike.
import { parentPort, workerData } from 'node:worker_threads';
import vm from 'node:vm';

const OUTPUT_LIMIT = 4000;

/** Everything the learner's code can touch is created inside the context, never passed in from
 * here: a host function would lead back (through .constructor) to this realm and its process. */
const JS_PRELUDE = `
  const __lines = [];
  const __show = (v) => { if (typeof v === 'string') return v; try { return JSON.stringify(v) ?? String(v); } catch { return String(v); } };
  const __write = (...values) => { __lines.push(values.map(__show).join(' ')); };
  globalThis.console = { log: __write, info: __write, warn: __write, error: __write, debug: __write };
  const __equal = (a, b) => {
    if (Object.is(a, b)) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && __equal(a[k], b[k]));
  };
  globalThis.assert = (condition, message) => { if (!condition) throw new Error(typeof message === 'string' ? message : 'assert failed'); };
  globalThis.assertEqual = (actual, expected) => {
    if (!__equal(actual, expected)) throw new Error('expected ' + __show(expected) + ' but got ' + __show(actual));
  };
  globalThis.__output = () => __lines.join('\\n');
`;

const clip = (text) => (text.length > OUTPUT_LIMIT ? `${text.slice(0, OUTPUT_LIMIT - 1)}…` : text);
const messageOf = (error) => {
  if (error && typeof error === 'object' && 'message' in error) {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    return clip(`${name}: ${String(error.message)}`);
  }
  return clip(String(error));
};

async function runJavaScript(code, tests, testTimeoutMs) {
  parentPort.postMessage({ type: 'ready' });
  for (const [index, test] of tests.entries()) {
    // A fresh context per test: no state carries over, and no require, process or import.
    const context = vm.createContext({}, { codeGeneration: { strings: true, wasm: false } });
    vm.runInContext(JS_PRELUDE, context);
    let error = null;
    try {
      const run = vm.runInContext(`(async () => {\n${code}\n;\n${test.code}\n})()`, context, { timeout: testTimeoutMs });
      await run;
    } catch (caught) {
      error = messageOf(caught);
    }
    const output = clip(String(vm.runInContext('__output()', context, { timeout: 1000 })));
    parentPort.postMessage({ type: 'test', index, output, error });
  }
  parentPort.postMessage({ type: 'done' });
}

// Python runs in Pyodide; the bridges to JavaScript (js, pyodide.code.run_js, …) are removed
// before the learner's code runs, so Python cannot reach this thread's globals through them.
const PY_LOCKDOWN = `
import sys
for _name in ("js", "pyodide_js", "pyodide", "pyodide.code", "pyodide.ffi", "pyodide.http", "pyodide.webloop", "_pyodide", "_pyodide_core", "micropip"):
    sys.modules[_name] = None
del _name
`;

const pythonRun = (code, test) =>
  [
    '_riancode_ns = {"__name__": "__main__"}',
    `exec(compile(${JSON.stringify(code)}, "<code>", "exec"), _riancode_ns)`,
    `exec(compile(${JSON.stringify(test)}, "<test>", "exec"), _riancode_ns)`,
  ].join('\n');

/**
 * Pyodide's heap is a WebAssembly memory, outside the V8 heap that the worker's resourceLimits cap. Every
 * growth goes through Memory.prototype.grow (Emscripten's heap resize); refusing it past the limit makes
 * Emscripten's malloc fail, and Python raise MemoryError, instead of the process taking gigabytes.
 */
function capWebAssemblyMemory(maxBytes) {
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function growWithinLimit(pages) {
    if (this.buffer.byteLength + pages * 65536 > maxBytes) throw new RangeError('WebAssembly memory limit reached');
    return grow.call(this, pages);
  };
}

async function runPython(code, tests, wasmMemoryBytes) {
  capWebAssemblyMemory(wasmMemoryBytes);
  const { loadPyodide } = await import('pyodide');
  const pyodide = await loadPyodide({ stdin: () => null });
  // The bridges are removed from the module cache; keep the core import machinery for ourselves.
  pyodide.runPython(PY_LOCKDOWN);
  parentPort.postMessage({ type: 'ready' });
  for (const [index, test] of tests.entries()) {
    const lines = [];
    pyodide.setStdout({ batched: (line) => lines.push(line) });
    pyodide.setStderr({ batched: (line) => lines.push(line) });
    let error = null;
    try {
      pyodide.runPython(pythonRun(code, test.code), { dedent: false });
    } catch (caught) {
      const text = caught instanceof Error ? caught.message : String(caught);
      const last = text.trimEnd().split('\n').pop() ?? 'Error';
      error = clip(last.trim() || 'Error');
    }
    parentPort.postMessage({ type: 'test', index, output: clip(lines.join('\n')), error });
  }
  parentPort.postMessage({ type: 'done' });
}

// No top-level await: code that waits forever lets the thread end with code 0 (nothing left to
// do), which the supervisor reports as "never finished".
async function main() {
  const { language, code, tests, testTimeoutMs, wasmMemoryBytes } = workerData;
  if (language === 'javascript') await runJavaScript(code, tests, testTimeoutMs);
  else if (language === 'python') await runPython(code, tests, wasmMemoryBytes);
  else parentPort.postMessage({ type: 'fatal', message: `unknown language ${String(language)}` });
}
main().catch((error) => parentPort.postMessage({ type: 'fatal', message: messageOf(error) }));
