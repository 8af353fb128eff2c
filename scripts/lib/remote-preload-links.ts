import { cachedFetch } from './cached-fetch.ts';
import { findRemoteFor, type RemoteDescriptor } from '../../shared/src/federation/remote-list.ts';

/** The parts of a remote's mf-manifest.json that say what loading it downloads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** What loading a remote's page downloads from the remote, as absolute URLs. */
export interface RemotePageFiles {
  manifest: string;
  /** The remote entry, then its exposed module's scripts. */
  modules: string[];
  styleSheets: string[];
}

export function remotePageFiles(remote: RemoteDescriptor, manifest: RemoteManifest): RemotePageFiles {
  const file = (path: string) => new URL(path, remote.entry).href;
  const { remoteEntry } = manifest.metaData;
  const exposed = manifest.exposes.flatMap((expose) => expose.assets);
  return {
    manifest: remote.entry,
    modules: [
      file(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`),
      ...new Set(exposed.flatMap((assets) => assets.js.sync).map(file)),
    ],
    styleSheets: [...new Set(exposed.flatMap((assets) => assets.css.sync).map(file))],
  };
}

/**
 * `Link` header values that make the browser fetch a page's remote together
 * with the shell, instead of after the shell has booted and read the
 * manifest itself: the manifest, the remote entry and its exposed module's
 * scripts and style sheets, all from the remote's own origin (which the CSP
 * already allows). Nothing for a path the shell renders itself.
 */
export function remotePreloadLinks(remote: RemoteDescriptor, manifest: RemoteManifest): string[] {
  const files = remotePageFiles(remote, manifest);
  return [
    `<${files.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ...files.modules.map((js) => `<${js}>; rel=modulepreload`),
    ...files.styleSheets.map((css) => `<${css}>; rel=preload; as=style`),
  ];
}

/** Reads a remote's mf-manifest.json from the remote itself; null when it cannot. */
export type RemoteManifestReader = (entry: string) => Promise<RemoteManifest | null>;

/**
 * A manifest is reused for two seconds, so a redeployed remote is hinted
 * right almost at once; a remote that is down or slow gives null after
 * 300 ms rather than holding the page back (the page then loads it as usual
 * and shows its error card if it must).
 */
export function cachedRemoteManifests(): RemoteManifestReader {
  return cachedFetch((response) => response.json() as Promise<RemoteManifest>, { ttlMs: 2_000 });
}

/**
 * The preload links for a path, from the owning remote's manifest.
 * `shellModules` are the shell's own modules that every remote page needs
 * (root-relative URLs), hinted on every path a remote owns.
 */
export function remotePreloadLinker(
  shellModules: () => Promise<readonly string[]> = () => Promise.resolve([]),
  manifestOf: RemoteManifestReader = cachedRemoteManifests(),
): (remotes: readonly RemoteDescriptor[], pathname: string) => Promise<string[]> {
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
