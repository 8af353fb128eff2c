import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React is adopting HTML rendered at build time (the landing page,
 * decision 0031), true from then on and in every client-only render. Buttons
 * that only work with JavaScript are disabled until then, so a tap on the
 * painted-but-not-yet-live page is visibly not taken instead of silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
