import { AUTH_STORAGE_KEY } from 'shared/supabase/storage-key';
import { AFTER_PAINT_MODULES } from '../features/remotes/server-render-markers.ts';
import { GATE_SCRIPT, readGateSettings } from './gate-settings.ts';
import { startsAsVisitor } from './visitor-gate.ts';

/**
 * The pre-rendered page's module entry (built on its own by shell/build/paint-first-build.ts):
 * once the page has painted, it preloads the app's modules (the modulepreload links Vite wrote,
 * moved out of the HTML) and starts the app. Started at once, the app's ~340 KB of modules shared
 * a phone's bandwidth with the CSS and fonts, then held the main thread for hundreds of
 * milliseconds, and the HTML that was already there painted only after all that. A page that
 * never reports a paint (a background tab) starts after 1 s. A remote's page that arrived
 * server-rendered lists its remote's modules in AFTER_PAINT_MODULES (decision 0031): those are
 * preloaded then too. On the landing, a visitor (startsAsVisitor) gets the visitor's landing
 * instead of the app; the app's modules are preloaded only when a link to another page, which
 * will start the app, is pointed at or focused.
 */

const settings = readGateSettings(document.querySelector<HTMLElement>(`script[${GATE_SCRIPT}]`));

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 1000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

function preload(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
  }
}

/** The next page will start the app: fetch its modules once a link to one is pointed at or focused. */
function preloadAppOnIntent(): void {
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.pathname === location.pathname) return;
    for (const type of intents) removeEventListener(type, onIntent, true);
    preload([...settings.appPreloads, settings.appEntry]);
  };
  for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true });
}

await afterFirstPaint();
const visitorLanding = settings.visitorLanding;
const asVisitor =
  visitorLanding !== null &&
  startsAsVisitor({
    prerenderedPath: document.getElementById('root')?.dataset.prerendered,
    location: window.location,
    storage: () => window.localStorage,
    sessionKey: AUTH_STORAGE_KEY,
  });
if (asVisitor) {
  preloadAppOnIntent();
  await import(/* @vite-ignore */ visitorLanding);
} else {
  const remoteModules = document.querySelector(`[${AFTER_PAINT_MODULES}]`)?.getAttribute(AFTER_PAINT_MODULES)?.split(' ') ?? [];
  preload([...settings.appPreloads, ...remoteModules]);
  await import(/* @vite-ignore */ settings.appEntry);
}
