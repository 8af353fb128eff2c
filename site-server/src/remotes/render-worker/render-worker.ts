import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RenderRemotePage } from '@shared/delivery-contract';
import type { RenderTask, RenderWorkerData, RenderWorkerMessage } from './protocol.ts';

/**
 * Runs one remote's server render module in its own thread (isolated-render.ts
 * starts it with a memory limit and an empty environment, and terminates it at
 * the deadline). Loading fails loudly (the thread exits with the error); a
 * render that throws, or returns something that cannot be sent back, is
 * reported as failed for that page alone.
 */
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');
const { moduleFile } = workerData as RenderWorkerData;

const loaded = (await import(pathToFileURL(moduleFile).href)) as { render?: unknown };
if (typeof loaded.render !== 'function') throw new Error('the module has no render function');
const render = loaded.render as RenderRemotePage;

const send = (message: RenderWorkerMessage) => port.postMessage(message);

async function answer({ id, request }: RenderTask): Promise<void> {
  try {
    send({ type: 'rendered', id, page: await render(request) });
  } catch (error) {
    // A throwing render, or a page structured clone refuses (a function, a symbol).
    send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', (task: RenderTask) => void answer(task));
send({ type: 'ready' });
