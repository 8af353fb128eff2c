import { findRemoteFor, type RemoteDescriptor } from './remote-manifest.ts';
import { prefetchRemote } from './remote-loader.ts';

/**
 * Starts downloading a remote as soon as a person shows intent to go there:
 * pointer over, or keyboard focus on, any same-origin link to one of its
 * routes, wherever that link is rendered (shell or another remote). Then,
 * when the browser is idle, the rest are warmed up too.
 */
export function installPrefetchOnIntent(remotes: readonly RemoteDescriptor[]): () => void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const remote = findRemoteFor(remotes, anchor.pathname);
    if (remote) prefetchRemote(remote.name);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => remotes.forEach((r) => prefetchRemote(r.name)), { timeout: 5000 });

  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    cancelIdle(handle);
  };
}
