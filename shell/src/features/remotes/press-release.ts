import { useSyncExternalStore } from 'react';
import { PRESS_IN_PROGRESS } from '@shared/delivery-contract';
import { serverRenderedHtml } from './server-rendered-area.ts';

/*
 * The live app draws over the painted page only between presses. A browser sends no click for a press whose
 * element left the page before the release, and both the shell's first render (it moves the painted nodes into its
 * frame) and a remote going live (its page replaces the painted one) take that element away: the sign-in button,
 * pressed as the app went live, did nothing. The paint-first gate marks a press in progress
 * (shell/src/paint-first/press-in-progress.ts); these wait for its end.
 */

const pressing = (): boolean => document.documentElement.hasAttribute(PRESS_IN_PROGRESS);
const never = (): boolean => false;
const ignore = (): (() => void) => () => undefined;

function onPressChange(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PRESS_IN_PROGRESS] });
  return () => observer.disconnect();
}

/** Resolves once no press is held on the page, at once if none is: the shell's first render waits for it. */
export function pressReleased(): Promise<void> {
  return new Promise((resolve) => {
    if (!pressing()) return resolve();
    const stop = onPressChange(() => {
      if (pressing()) return;
      stop();
      resolve();
    });
  });
}

/**
 * RemoteArea's use of it: true while the server's render of `remote` at `url` is on screen and a press is held on
 * the page. Watched only while that render is there, so a live page does not re-render at every press.
 */
export function useHeldByPress(remote: string, url: string): boolean {
  const painted = serverRenderedHtml(remote, url) !== null;
  return useSyncExternalStore(painted ? onPressChange : ignore, painted ? pressing : never, never);
}
