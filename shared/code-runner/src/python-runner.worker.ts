/// <reference lib="webworker" />
import type { PyodideAPI } from 'pyodide';
import type { RunRequest, WorkerReport } from './runner-protocol.ts';
import { runPythonTests } from './run-python-tests.ts';
import { PYODIDE_PATH } from './pyodide-location.ts';

// Loaded once per worker and kept: the page reuses this worker for later runs and terminates it
// only at the time limit (an endless loop cannot be interrupted any other way).
const scope = self as unknown as DedicatedWorkerGlobalScope;
let pyodide: Promise<PyodideAPI> | null = null;

async function loadPython(post: (message: WorkerReport) => void): Promise<PyodideAPI> {
  const indexURL = new URL(PYODIDE_PATH, scope.location.origin).href;
  post({ type: 'loading', stage: 'runtime' });
  // The loader beside the files it loads (not bundled), so the two always match.
  const loader = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as typeof import('pyodide');
  post({ type: 'loading', stage: 'python' });
  const loaded = await loader.loadPyodide({ indexURL, stdin: () => null });
  return loaded;
}

scope.onmessage = async (event: MessageEvent<RunRequest>) => {
  const post = (message: WorkerReport) => scope.postMessage(message);
  try {
    pyodide ??= loadPython(post);
    runPythonTests(await pyodide, event.data, post);
  } catch (error) {
    pyodide = null;
    post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) });
  }
};
