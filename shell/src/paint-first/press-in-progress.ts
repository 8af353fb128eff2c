import { PRESS_IN_PROGRESS } from '@shared/delivery-contract';

/**
 * Marks `<html>` with PRESS_IN_PROGRESS from a press's start to just after its end, so the app waits for the
 * release before it replaces the painted page (shell/src/features/remotes/press-release.ts). The gate runs from the
 * first paint, so it sees a press that began before the app's own code ran.
 *
 * A press is a pointer held down (each pointer by its id, so a second finger's release does not end the first's) or
 * Space held on a button, which clicks on its release. The mark goes one task after the last release: a mouse's click
 * is sent in the same task as its `pointerup`, and it must reach the painted control (and be held by
 * app-controls.ts) before the live page takes that control's place. A press the page stops seeing (the window loses
 * focus, the tab is hidden) ends too, so no mark outlives its press. Returns the undo.
 */
export function markPressesInProgress(doc: Document): () => void {
  const root = doc.documentElement;
  const pressed = new Set<number | 'space'>();
  const start = (press: number | 'space') => {
    pressed.add(press);
    root.setAttribute(PRESS_IN_PROGRESS, '');
  };
  const end = (press: number | 'space' | 'all') => {
    if (press === 'all') pressed.clear();
    else pressed.delete(press);
    if (pressed.size > 0) return;
    setTimeout(() => {
      if (pressed.size === 0) root.removeAttribute(PRESS_IN_PROGRESS);
    }, 0);
  };
  const spaceOnButton = (event: KeyboardEvent) =>
    event.key === ' ' && event.target instanceof HTMLElement && ['BUTTON', 'SUMMARY'].includes(event.target.tagName);
  const listeners: [EventTarget | null, string, (event: Event) => void][] = [
    [doc, 'pointerdown', (event) => start((event as PointerEvent).pointerId)],
    [doc, 'pointerup', (event) => end((event as PointerEvent).pointerId)],
    [doc, 'pointercancel', (event) => end((event as PointerEvent).pointerId)],
    [doc, 'keydown', (event) => spaceOnButton(event as KeyboardEvent) && start('space')],
    [doc, 'keyup', (event) => spaceOnButton(event as KeyboardEvent) && end('space')],
    [doc, 'visibilitychange', () => doc.visibilityState === 'hidden' && end('all')],
    // The window's own blur: an element's blur passes the window on its way down too (capture).
    [doc.defaultView, 'blur', (event) => !(event.target instanceof Node) && end('all')],
  ];
  for (const [target, type, listener] of listeners) target?.addEventListener(type, listener, { capture: true });
  return () => {
    for (const [target, type, listener] of listeners) target?.removeEventListener(type, listener, { capture: true });
    root.removeAttribute(PRESS_IN_PROGRESS);
  };
}
