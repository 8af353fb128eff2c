import { AUTH_STORAGE_KEY } from '@shared/platform/supabase/storage-key';
import {
  AFTER_PAINT_MODULES,
  AFTER_PAINT_STYLES,
  APP_CONTROL,
  APP_IN_VIEW,
  RENDERED_FOR_MEMBER,
  SERVER_RENDERED_URL,
  WORKS_BEFORE_APP,
} from '@shared/delivery-contract';
import { enableWaitingControls, holdKeysUntilLive, holdPressesUntilLive } from './app-controls.ts';
import { firstInteraction, nearViewport, onIntent } from './first-interaction.ts';
import { markPressesInProgress } from './press-in-progress.ts';
import { GATE_SCRIPT, readGateSettings } from './gate-settings.ts';
import { inIdleSlices, whenIdleAfterLoad } from './idle-fetch.ts';
import { startsAsVisitor, waitsForInteraction } from './visitor-gate.ts';

/**
 * The pre-rendered page's module entry (built on its own by shell/build/paint-first-build.ts).
 *
 * Once the page has painted, it preloads the app's modules (the modulepreload links Vite wrote,
 * moved out of the HTML) and starts the app. Started at once, the app's ~340 KB of modules shared
 * a phone's bandwidth with the CSS and fonts, then held the main thread for hundreds of
 * milliseconds, and the HTML that was already there painted only after all that. A page that
 * never reports a paint (a background tab) starts after 1 s. A remote's page that arrived
 * server-rendered lists its remote's modules in AFTER_PAINT_MODULES (decision 0031): those are
 * preloaded then too, and so are the modules the federation entry imports by name as it starts
 * (build/federation-start-modules.ts). On the landing, a visitor (startsAsVisitor) gets the
 * visitor's landing instead of the app: downloaded as soon as the gate runs, started after the
 * paint.
 *
 * A visitor's page that works before its app (the landing; a server render marked
 * WORKS_BEFORE_APP), and a member's page so marked that the server rendered for that member
 * (decision 0073), starts it only at the first interaction its HTML cannot answer alone
 * (decision 0040), or when a part whose content the app fetches comes near the viewport:
 * reading, scrolling and following links run no app script otherwise. The app's modules are
 * fetched (not run) at low priority once the page has loaded and the main thread is idle, or at
 * once when a control is pointed at. A press on a control that needs the app, made
 * before the app is live, is answered once it is (app-controls.ts).
 */

const settings = readGateSettings(document.querySelector<HTMLElement>(`script[${GATE_SCRIPT}]`));

let wake: () => void = () => undefined;
const woken = new Promise<void>((resolve) => {
  wake = resolve;
});
holdPressesUntilLive(document, () => wake());
holdKeysUntilLive(document, () => wake());
markPressesInProgress(document);
enableWaitingControls(document);
// Signed in from another tab while a visitor's page waits, or out while a member's does: the app must show
// it (spec §4 moves /login on; a member's page is theirs no more).
window.addEventListener('storage', (event) => {
  if (event.key !== AUTH_STORAGE_KEY) return;
  document.documentElement.toggleAttribute('data-session', event.newValue !== null);
  wake();
});
// Listened for from the start: an interaction while the page is still painting counts too. So does
// scrolling near a part whose content the app fetches (the landing's blog).
const interacted = Promise.race([firstInteraction(window), woken, nearViewport([...document.querySelectorAll(`[${APP_IN_VIEW}]`)])]);

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

const preloaded = new Set<string>();
/** Asks for modules without running them; each once (a later, more urgent ask finds it in flight or here). */
function preload(hrefs: readonly string[], priority: 'high' | 'low' | 'auto' = 'auto'): void {
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href, fetchPriority: priority }),
    );
  }
}

/**
 * Fetches the remote's style sheets without applying them (the render already carries their rules inline):
 * the runtime's own `<link rel="stylesheet">` then finds them in the HTTP cache (the remote's assets are
 * immutable). A `fetch`, not `<link rel="preload" as="style">`: a preload that failed (the remote
 * unreachable for a moment) is answered to every later request for that URL in this document, so the
 * runtime's style sheet failed too and the area's retry could never load the remote again (e2e
 * platform/isolation.spec.ts; a failed `fetch` or modulepreload is not remembered). Anonymous CORS, as the
 * federation runtime links them.
 */
function preloadStyles(hrefs: readonly string[], priority: 'low' | 'auto' = 'auto'): void {
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    fetch(href, { mode: 'cors', credentials: 'same-origin', priority }).catch(() => undefined); // the runtime reports it
  }
}

/** A link to another page of this site: that page will start the app, so its modules are worth having. */
const linkToAnotherPage = (element: Element) => {
  const link = element.closest('a[href]');
  return link instanceof HTMLAnchorElement && link.origin === location.origin && link.pathname !== location.pathname;
};
const appControl = (element: Element) => element.closest(`[${APP_CONTROL}]`) !== null;

const painted = afterFirstPaint();
const page = { location: window.location, storage: () => window.localStorage, sessionKey: AUTH_STORAGE_KEY };
const remoteArea = document.querySelector(`[${SERVER_RENDERED_URL}]`);
const remoteModules = remoteArea?.getAttribute(AFTER_PAINT_MODULES)?.split(' ') ?? [];
const remoteStyles = remoteArea?.getAttribute(AFTER_PAINT_STYLES)?.split(' ') ?? [];
// The entry first: ~1 KB, it starts the chain of imports; asked for after the rest, it waited for a
// connection behind ~350 KB of them (an import() asks only after the preload links).
const appModules = [settings.appEntry, ...settings.appPreloads, ...remoteModules];
const visitorLanding = settings.visitorLanding;

const asVisitorOnLanding = () =>
  visitorLanding !== null && startsAsVisitor({ ...page, prerenderedPath: document.getElementById('root')?.dataset.prerendered });

async function startApp(): Promise<void> {
  preloadStyles(remoteStyles);
  preload(appModules);
  await import(/* @vite-ignore */ settings.appEntry);
}

if (visitorLanding !== null && asVisitorOnLanding()) {
  // Downloaded at once, run after the first paint: the landing's diagnostics card sits at the fold
  // of a phone, within the margin at which its checks start, so a visitor's landing nearly always
  // starts as soon as it has painted. Asked for now, it arrives after the style sheet and fonts
  // (they were asked for first) and no longer waits for the paint to be asked for at all.
  preload([visitorLanding]);
  onIntent(window, linkToAnotherPage, () => preload([settings.appEntry, ...settings.appPreloads]));
  await Promise.all([interacted, painted]);
  // Signed in from another tab meanwhile: the member's landing is the app's.
  if (asVisitorOnLanding()) await import(/* @vite-ignore */ visitorLanding);
  else await startApp();
} else {
  await painted;
  const worksBeforeApp = remoteArea?.hasAttribute(WORKS_BEFORE_APP) ?? false;
  if (waitsForInteraction({ ...page, worksBeforeApp, renderedFor: remoteArea?.getAttribute(RENDERED_FOR_MEMBER) ?? null })) {
    onIntent(window, appControl, () => {
      preloadStyles(remoteStyles);
      preload(appModules);
    });
    // Fetched, not run, once the page has loaded and the main thread is idle (idle-fetch.ts): a press
    // seconds later then pays only for running the app, not for downloading it over a phone's link.
    // Asked for a few at a time (inIdleSlices): all at once, the asking alone was a long task.
    whenIdleAfterLoad(window, () => {
      preloadStyles(remoteStyles, 'low');
      inIdleSlices(window, appModules, (href) => preload([href], 'low'));
    });
    await interacted;
  }
  await startApp();
}
