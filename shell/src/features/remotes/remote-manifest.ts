import { readInlineRuntimeFile } from '@shared/platform/runtime-config/inline';
import { parseRemoteList, type RemoteDescriptor } from '@shared/platform/federation/remote-list';

/**
 * /remotes.json is served beside the shell and replaced per environment, so
 * moving or redeploying a remote never needs a shell rebuild.
 */
export async function fetchRemoteList(url = '/remotes.json'): Promise<RemoteDescriptor[]> {
  // The site server (and the CDN-only export) write the list into the page: no round trip.
  const inline = url === '/remotes.json' ? readInlineRuntimeFile('remotes') : undefined;
  if (inline !== undefined) return parseRemoteList(inline);
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteList(await response.json());
}
