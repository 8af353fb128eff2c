/// <reference lib="webworker" />
import type { RunRequest, WorkerReport } from './runner-protocol.ts';
import { runJavaScriptTests } from './run-javascript-tests.ts';

// One run per worker: the page makes a fresh worker for every run and terminates it at the time limit.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<RunRequest>) => {
  void runJavaScriptTests(event.data, (message: WorkerReport) => scope.postMessage(message));
};
