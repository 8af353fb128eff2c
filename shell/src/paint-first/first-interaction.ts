/*
 * When a visitor's page that works before its app (decision 0040) starts
 * it: at the first interaction that the page's HTML cannot answer alone.
 */

/** What counts as an interaction: a press, a key, the focus arriving, text arriving (autofill, dictation). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/** Pointing at or touching something: enough to start downloading, not yet to run anything. */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** A link answers its own press: the browser loads the next page as a document, which needs no app here. */
const onLink = (event: Event) => event.target instanceof Element && event.target.closest('a[href]') !== null;

/** Resolves at the first interaction with `target` outside a link. */
export function firstInteraction(target: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (onLink(event)) return;
      for (const type of INTERACTIONS) target.removeEventListener(type, listener, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, listener, { capture: true, passive: true });
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
