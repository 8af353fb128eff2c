import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadLimits } from './load.ts';

/** One HTTP call the load generator repeats (plain data, so it can cross to the worker thread). */
export interface RequestSpec {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface WorkerJob {
  spec: RequestSpec;
  concurrency: number;
  limits: LoadLimits;
}

/**
 * The load generator runs in its own thread (its own event loop, free to use
 * the second core), so the client's fetch/undici work does not queue on the
 * server's event loop and inflate the server's latency.
 */
const job = workerData as WorkerJob;
const { spec } = job;
const init: RequestInit = { method: spec.method, headers: spec.headers, ...(spec.body === undefined ? {} : { body: spec.body }) };
const result = await runLoad({ name: spec.name, request: () => fetch(spec.url, init) }, job.concurrency, job.limits);
parentPort?.postMessage(result);
