/*
 * When a visitor's page that waits for its first interaction (decision 0040) fetches the app anyway: after
 * the load event, when the main thread is next idle. A press a few seconds after the page appears then finds
 * the app's modules already here, and pays only for running them. The load event comes after the page's
 * images that load eagerly, the catalogue's LCP cover among them, so the app's ~340 KB never competes with
 * what the visitor is looking at; and the modules are asked for at low priority, behind anything the page
 * asks for later.
 */

interface IdleDeadline {
  timeRemaining: () => number;
}

interface IdleScheduler {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void, options: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

interface IdleWindow extends IdleScheduler {
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
}

/** How long to wait for an idle moment at most: a busy phone is never idle, and the app must still come. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `fetchApp` once, at the first idle moment after the load event (or after IDLE_TIMEOUT_MS of waiting for one). */
export function whenIdleAfterLoad(view: IdleWindow, fetchApp: () => void): void {
  const whenIdle = () => {
    if (view.requestIdleCallback) view.requestIdleCallback(() => fetchApp(), { timeout: IDLE_TIMEOUT_MS });
    else view.setTimeout(fetchApp, 0);
  };
  if (view.document.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}

/**
 * At most this long of one idle period goes to a slice. Asking for one module (a `<link rel=modulepreload>`
 * appended) costs ~2 ms on a phone (4x-throttled CPU); the ~70 of a course page asked for in one callback made
 * a 140-ms task, the last long task of the page's load, and so its Lighthouse TTI (2.7 s instead of 2.1 s).
 */
const SLICE_MS = 20;
/** Where there is no requestIdleCallback (Safari): this many per task. */
const SLICE_ITEMS = 8;

/**
 * Calls `each` on every item, in order, spread over idle periods so no slice is a long task (> 50 ms). Each
 * slice handles at least one item, so a page that is never idle (the callback's timeout fires) still gets them.
 */
export function inIdleSlices<T>(view: IdleScheduler, items: readonly T[], each: (item: T) => void, now = () => performance.now()): void {
  let next = 0;
  const slice = (deadline: IdleDeadline | null) => {
    const started = now();
    do {
      each(items[next] as T);
      next += 1;
    } while (next < items.length && (deadline ? now() - started < SLICE_MS && deadline.timeRemaining() > 0 : next % SLICE_ITEMS !== 0));
    if (next < items.length) schedule();
  };
  const schedule = () => {
    if (view.requestIdleCallback) view.requestIdleCallback(slice, { timeout: IDLE_TIMEOUT_MS });
    else view.setTimeout(() => slice(null), 0);
  };
  if (items.length > 0) schedule();
}
