import { findRemoteFor, type RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { prefetchRemote } from './remote-loader.ts';

/**
 * Starts downloading a remote as soon as a person shows intent to go there:
 * pointer over (mouse, pen or the start of a tap), or keyboard focus on, any
 * same-origin link to one of its routes, wherever that link is rendered
 * (shell or another remote). Nothing is warmed up on idle: a visitor who
 * never goes there never pays for a remote (measured by `npm run bench:web`).
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
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/**
 * The remote that owns the page being opened starts loading before the
 * shell's first render, in parallel with it, instead of after it mounts.
 */
export function prefetchCurrentPage(remotes: readonly RemoteDescriptor[], pathname: string): void {
  const remote = findRemoteFor(remotes, pathname);
  if (remote) prefetchRemote(remote.name);
}
