/**
 * What the paint-first gate needs to know about one build, carried on the gate's own script
 * element as data attributes (written at build time by shell/build/prerendered-page.ts), so the
 * gate is one file for every build and the page carries no inline script (the CSP stays strict).
 */
export const GATE_SCRIPT = 'data-paint-first';

export interface GateSettings {
  /** The app's module entry (the federation bootstrap). */
  appEntry: string;
  /** The modules the app's entry imports at once, preloaded together with it. */
  appPreloads: string[];
  /** The visitor's landing module ("/" only, decision 0031), or null. */
  visitorLanding: string | null;
}

/** The attributes that carry `settings`, as an HTML attribute string (values escaped). */
export function gateAttributes(settings: GateSettings): string {
  const attribute = (name: string, value: string) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  return (
    ` ${GATE_SCRIPT}` +
    attribute('data-app-entry', settings.appEntry) +
    attribute('data-app-preloads', settings.appPreloads.join(' ')) +
    (settings.visitorLanding === null ? '' : attribute('data-visitor-landing', settings.visitorLanding))
  );
}

/** The settings on the gate's script element; throws when the page was not built with them. */
export function readGateSettings(script: HTMLElement | null): GateSettings {
  const appEntry = script?.dataset.appEntry;
  if (!script || !appEntry) throw new Error(`paint-first gate: its <script ${GATE_SCRIPT}> has no data-app-entry`);
  const preloads = script.dataset.appPreloads ?? '';
  return { appEntry, appPreloads: preloads === '' ? [] : preloads.split(' '), visitorLanding: script.dataset.visitorLanding ?? null };
}
