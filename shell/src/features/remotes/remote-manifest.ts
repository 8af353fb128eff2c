import { parseRemoteList, type RemoteDescriptor } from 'shared/federation/remote-list';

/**
 * /remotes.json is served beside the shell and replaced per environment, so
 * moving or redeploying a remote never needs a shell rebuild.
 */
export async function fetchRemoteList(url = '/remotes.json'): Promise<RemoteDescriptor[]> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteList(await response.json());
}
