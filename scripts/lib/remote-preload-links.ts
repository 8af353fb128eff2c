import { findRemoteFor, type RemoteDescriptor } from '../../shared/src/federation/remote-list.ts';

/** The parts of a remote's mf-manifest.json that say what loading it downloads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * `Link` header values that make the browser fetch a page's remote together
 * with the shell, instead of after the shell has booted and read the
 * manifest itself: the manifest, the remote entry and its exposed module's
 * scripts and style sheets, all from the remote's own origin (which the CSP
 * already allows). Nothing for a path the shell renders itself.
 */
export function remotePreloadLinks(remote: RemoteDescriptor, manifest: RemoteManifest): string[] {
  const file = (path: string) => new URL(path, remote.entry).href;
  const { remoteEntry } = manifest.metaData;
  const exposed = manifest.exposes.flatMap((expose) => expose.assets);
  return [
    `<${remote.entry}>; rel=preload; as=fetch; crossorigin=anonymous`,
    `<${file(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`)}>; rel=modulepreload`,
    ...[...new Set(exposed.flatMap((assets) => assets.js.sync))].map((js) => `<${file(js)}>; rel=modulepreload`),
    ...[...new Set(exposed.flatMap((assets) => assets.css.sync))].map((css) => `<${file(css)}>; rel=preload; as=style`),
  ];
}

const MANIFEST_TTL_MS = 2_000;
const MANIFEST_TIMEOUT_MS = 300;

/**
 * The preload links for a path, reading the owning remote's manifest from
 * the remote itself. A manifest is reused for two seconds, so a redeployed
 * remote is hinted right almost at once; a remote that is down or slow gets
 * no hints after 300 ms rather than holding the page back (the page then
 * loads it as usual and shows its error card if it must). `shellModules` are
 * the shell's own modules that every remote page needs (root-relative URLs),
 * hinted on every path a remote owns.
 */
export function remotePreloadLinker(
  shellModules: () => Promise<readonly string[]> = () => Promise.resolve([]),
): (remotes: readonly RemoteDescriptor[], pathname: string) => Promise<string[]> {
  const cache = new Map<string, { at: number; manifest: Promise<RemoteManifest | null> }>();
  const manifestOf = (entry: string): Promise<RemoteManifest | null> => {
    const hit = cache.get(entry);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.manifest;
    const manifest = fetch(entry, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(async (response) => (response.ok ? ((await response.json()) as RemoteManifest) : null))
      .catch(() => null);
    cache.set(entry, { at: Date.now(), manifest });
    return manifest;
  };
  const remoteLinks = (remote: RemoteDescriptor, manifest: RemoteManifest | null): string[] => {
    try {
      return manifest ? remotePreloadLinks(remote, manifest) : [];
    } catch {
      return []; // a manifest of another shape: no hints, the page still works
    }
  };
  return async (remotes, pathname) => {
    const remote = findRemoteFor(remotes, pathname);
    if (!remote) return [];
    const [manifest, modules] = await Promise.all([manifestOf(remote.entry), shellModules()]);
    return [...remoteLinks(remote, manifest), ...modules.map((module) => `<${module}>; rel=modulepreload`)];
  };
}
