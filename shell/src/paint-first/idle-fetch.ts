/*
 * When a visitor's page that waits for its first interaction (decision 0040) fetches the app anyway: after
 * the load event, when the main thread is next idle. A press a few seconds after the page appears then finds
 * the app's modules already here, and pays only for running them. The load event comes after the page's
 * images that load eagerly, the catalogue's LCP cover among them, so the app's ~340 KB never competes with
 * what the visitor is looking at; and the modules are asked for at low priority, behind anything the page
 * asks for later.
 */

interface IdleWindow {
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** How long to wait for an idle moment at most: a busy phone is never idle, and the app must still come. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `fetchApp` once, at the first idle moment after the load event (or after IDLE_TIMEOUT_MS of waiting for one). */
export function whenIdleAfterLoad(view: IdleWindow, fetchApp: () => void): void {
  const whenIdle = () => {
    if (view.requestIdleCallback) view.requestIdleCallback(fetchApp, { timeout: IDLE_TIMEOUT_MS });
    else view.setTimeout(fetchApp, 0);
  };
  if (view.document.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}
