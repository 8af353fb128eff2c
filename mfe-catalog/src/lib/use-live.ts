import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's render of a page (shared/server-render), which a
 * visitor may use before any script runs; true in the browser, where the
 * live page renders over it. Controls that only work with script render
 * disabled until then (issue 16 item 3): visibly not ready, never a tap lost.
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
