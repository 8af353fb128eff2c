import { NEAR_VIEWPORT } from '../lib/near-viewport.ts';

/*
 * When a visitor's page that works before its app (decision 0040) starts
 * it: at the first interaction that the page's HTML cannot answer alone.
 */

/** What counts as an interaction: a press, a key, the focus arriving, text arriving (autofill, dictation). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/** Pointing at or touching something: enough to start downloading, not yet to run anything. */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * A link to another page answers its own press: the browser loads it as a document, which needs no
 * app here. A link within this page (the painted phone menu's #site-menu, the landing's /#blog)
 * leaves the visitor here, so it counts.
 */
function onLinkAway(event: Event): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  return link.origin !== location.origin || link.pathname !== location.pathname || link.search !== location.search;
}

/** Resolves at the first interaction with `target` outside a link to another page. */
export function firstInteraction(target: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (onLinkAway(event)) return;
      for (const type of INTERACTIONS) target.removeEventListener(type, listener, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, listener, { capture: true, passive: true });
  });
}

/**
 * Resolves once one of `parts` comes near the viewport: within the same 200 px the app's own
 * sections wait for before they fetch (shell/src/lib/use-in-view.ts), so the app starts exactly
 * when its content would start loading had it started at once. Never, without
 * IntersectionObserver support or parts: the first interaction still starts the app.
 */
export function nearViewport(parts: readonly Element[]): Promise<void> {
  return new Promise((resolve) => {
    if (parts.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const part of parts) observer.observe(part);
  });
}

/** Calls `then` once, the first time `wanted` accepts an element pointed at, touched or focused. */
export function onIntent(target: EventTarget, wanted: (element: Element) => boolean, then: () => void): void {
  const listener = (event: Event) => {
    if (!(event.target instanceof Element) || !wanted(event.target)) return;
    for (const type of INTENTS) target.removeEventListener(type, listener, true);
    then();
  };
  for (const type of INTENTS) target.addEventListener(type, listener, { capture: true, passive: true });
}
