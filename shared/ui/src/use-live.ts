import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in a render made before any script runs — a remote page site-server rendered (decision 0031), the
 * landing pre-rendered at build time — and while React adopts that HTML; true in the browser from then on
 * and in every client-only render. A control that only works with script renders disabled until then
 * (visibly not ready, never a tap lost) and marks itself live for the paint-first gate (./app-control.ts).
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
