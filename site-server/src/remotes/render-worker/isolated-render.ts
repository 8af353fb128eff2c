import { Worker } from 'node:worker_threads';
import type { ServerRenderedPage, ServerRenderRequest } from '@shared/delivery-contract';
import type { RenderWorkerData, RenderWorkerMessage } from './protocol.ts';

export interface IsolationLimits {
  /** Wall time a render may take; past it the worker is terminated and the page served without it. */
  deadlineMs: number;
  /**
   * Time a new worker may take to load the module before it is given up. Generous: pages do not wait for
   * a loading worker (they go without a render meanwhile), and a worker given up starts again from nothing,
   * so a limit a busy machine's load exceeds (10 s was, on two loaded cores) meant no render at all.
   */
  loadTimeoutMs: number;
  /** The worker's heap limit (resourceLimits.maxOldGenerationSizeMb). */
  memoryMb: number;
  /** A render longer than this (UTF-16 code units) is garbage, not a page. */
  maxHtmlLength: number;
  /** After a module failed to load, pages skip it for this long instead of starting a worker each. */
  retryAfterMs: number;
}

export const DEFAULT_LIMITS: IsolationLimits = {
  deadlineMs: 1_500,
  loadTimeoutMs: 60_000,
  memoryMb: 256,
  maxHtmlLength: 2_000_000,
  retryAfterMs: 5_000,
};

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface RunningWorker {
  worker: Worker;
  ready: Promise<boolean>;
  pending: Map<number, (page: unknown) => void>;
  stopped: boolean;
}

/** A page, or null when `page` is not one: only a string of markup within bounds is spliced into a document. */
function asPage(page: unknown, maxHtmlLength: number): ServerRenderedPage | null | 'garbage' {
  if (page === null) return null;
  if (typeof page !== 'object' || !('html' in page) || typeof page.html !== 'string') return 'garbage';
  if (page.html.length > maxHtmlLength) return 'garbage';
  return {
    html: page.html,
    queryState: 'queryState' in page ? page.queryState : undefined,
    worksBeforeApp: 'worksBeforeApp' in page && page.worksBeforeApp === true,
    ...('renderedFor' in page && typeof page.renderedFor === 'string' ? { renderedFor: page.renderedFor } : {}),
  };
}

/**
 * A remote's server render module run in a worker thread
 * (docs/decisions/0031-delivery.md): its own heap with a memory limit, an
 * empty `process.env` (the server's secrets are not its business), and a
 * deadline after which the thread is terminated, so a render that loops
 * forever costs one page its server render, never the server's event loop.
 * Renders share the worker; terminating it loses the others in flight too
 * (they get null), and the next render starts a fresh one.
 *
 * `render` never throws: anything but a page within bounds gives null, and the
 * page is served with its loading area for the browser to render.
 */
export function isolatedRender(moduleFile: string, limits: IsolationLimits = DEFAULT_LIMITS, log: (line: string) => void = console.warn) {
  let current: RunningWorker | null = null;
  let failedAt = -Infinity;
  let nextId = 0;

  const stop = (running: RunningWorker, why: string) => {
    if (running.stopped) return;
    running.stopped = true;
    if (current === running) current = null;
    for (const resolve of running.pending.values()) resolve(null);
    running.pending.clear();
    void running.worker.terminate();
    log(`[server render] worker for ${moduleFile} stopped: ${why}`);
  };

  const start = (): RunningWorker => {
    const workerData: RenderWorkerData = { moduleFile };
    const worker = new Worker(WORKER_ENTRY, {
      workerData,
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
      stdout: false,
      stderr: false,
    });
    const running: RunningWorker = { worker, pending: new Map(), ready: Promise.resolve(false), stopped: false };
    running.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        resolve(false);
        failedAt = Date.now();
        stop(running, `not loaded within ${limits.loadTimeoutMs} ms`);
      }, limits.loadTimeoutMs);
      worker.on('message', (message: RenderWorkerMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve(true);
          return;
        }
        const settle = running.pending.get(message.id);
        running.pending.delete(message.id);
        if (message.type === 'failed') log(`[server render] ${moduleFile} failed: ${message.message}`);
        settle?.(message.type === 'rendered' ? message.page : null);
      });
      const ended = (why: string) => {
        clearTimeout(timer);
        resolve(false);
        if (!running.stopped) failedAt = Date.now();
        stop(running, why);
      };
      // Node types a worker's 'error' as unknown: a thrown non-Error reaches it too.
      worker.on('error', (error) => ended(error instanceof Error ? error.message : String(error)));
      worker.on('exit', (code) => ended(`exit ${code}`));
    });
    worker.unref();
    return running;
  };

  const render = async (request: ServerRenderRequest): Promise<ServerRenderedPage | null> => {
    if (!current && Date.now() - failedAt < limits.retryAfterMs) return null;
    current ??= start();
    const running = current;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), limits.deadlineMs);
    });
    try {
      // A worker still loading is left to load (its own timeout) while this page goes without.
      if ((await Promise.race([running.ready, late])) !== true) return null;
      const id = nextId++;
      const answered = new Promise<unknown>((resolve) => running.pending.set(id, resolve));
      running.worker.postMessage({ id, request });
      const outcome = await Promise.race([answered, late]);
      if (outcome === 'late') {
        stop(running, `${request.url} took longer than ${limits.deadlineMs} ms`);
        return null;
      }
      const page = asPage(outcome, limits.maxHtmlLength);
      if (page === 'garbage') {
        log(`[server render] ${moduleFile} returned no page for ${request.url} (${Date.now() - started} ms)`);
        return null;
      }
      return page;
    } finally {
      clearTimeout(timer);
    }
  };

  /** Starts the worker ahead of the first page that needs it. */
  const warm = (): Promise<boolean> => {
    current ??= start();
    return current.ready;
  };

  const close = () => {
    if (current) stop(current, 'closed');
  };

  return { render, warm, close };
}

export type IsolatedRender = ReturnType<typeof isolatedRender>;
