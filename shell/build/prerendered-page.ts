import { gateAttributes } from '../src/paint-first/gate-settings.ts';

/**
 * The page with the app's frame painted in (header, footer, loading area),
 * written beside the pre-rendered index.html: what the shell's server must
 * send for every path but "/" (site-server/src/pages/render-page.ts, and the README for
 * other hosts).
 */
export const SPA_FALLBACK = 'spa-fallback.html';

const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const BODY_END = '</body>';
const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface RenderedPage {
  /**
   * The path the markup was rendered for; main.tsx hydrates it only there.
   * Null for the app frame: markup for any path, which main.tsx renders over.
   */
  path: string | null;
  html: string;
}

export interface GateOptions {
  visitorLanding?: string;
  startModules?: readonly string[];
}

/** The module entry Vite wrote into index.html (root-relative). */
export function moduleEntryOf(template: string): string {
  const entry = MODULE_ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  return entry;
}

/**
 * Turns the page Vite built (an empty #root, a module entry and its
 * modulepreload links) into the pre-rendered page: the markup in #root, and
 * instead of the entry and its preloads, the paint-first gate (`gate`, the
 * built src/paint-first/paint-first-gate.ts), which loads them once the page
 * has painted; the entry and preloads ride on its script element.
 * `visitorLanding` is the module the gate starts instead on the landing page
 * for a visitor (decision 0031); `startModules`, what the entry imports by
 * name as it starts (federation-start-modules.ts), preloaded with the rest.
 */
export function prerenderedPage(template: string, rendered: RenderedPage, gate: string, options: GateOptions = {}): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender: index.html has no ${EMPTY_ROOT} to fill`);
  const appEntry = moduleEntryOf(template);
  const appPreloads = [
    ...new Set([...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string), ...(options.startModules ?? [])]),
  ];
  const visitorLanding = options.visitorLanding ?? null;
  const gateScript = `<script type="module" crossorigin fetchpriority="low" src="${gate}"${gateAttributes({ appEntry, appPreloads, visitorLanding })}></script>`;
  // Over HTTP/1.1's six connections per host whatever is asked for first waits least, and the
  // style sheet and four font preloads take five of them. On "/" the gate goes last in <head>, at
  // low priority: asked for before the font preloads, it held the bold Thai font back by a round
  // trip (the landing's text moved when it arrived, CLS 0.25 under devtools throttling); asked for
  // at once, it starts the visitor's landing ~0.6 s sooner (decision 0040). On every other page
  // it goes last in <body>: a page a server render fills in has its LCP there (the catalogue's
  // first cover), and the gate, asked for from <head>, took the sixth connection from it.
  const gateEnd = rendered.path === null ? BODY_END : HEAD_END;
  if (!template.includes(gateEnd)) throw new Error(`prerender: index.html has no ${gateEnd}`);
  return template
    .replace(EMPTY_ROOT, () => `<div id="root" ${rootMarker(rendered.path)}>${rendered.html}</div>`)
    .replace(MODULE_ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(gateEnd, () => `${gateScript}\n${gateEnd}`);
}

/**
 * main.tsx hydrates only where `data-prerendered` names the current path;
 * `data-app-frame` says, to readers and tests, that the markup is a frame the
 * app renders over.
 */
function rootMarker(path: string | null): string {
  return path === null ? 'data-app-frame' : `data-prerendered="${path}"`;
}
