import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';

/**
 * The absolute URL of `file` (relative to `base`, the remote's manifest by
 * default) only if it stays on the remote's own origin, the one remotes.json
 * lists: the server fetches nothing a remote's files point to elsewhere.
 */
export function onRemoteOrigin(remote: RemoteDescriptor, file: string, base = remote.entry): string | null {
  try {
    const url = new URL(file, base);
    return url.origin === new URL(remote.entry).origin ? url.href : null;
  } catch {
    return null;
  }
}
