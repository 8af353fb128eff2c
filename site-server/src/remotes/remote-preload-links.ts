import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { cachedFetch } from './cached-fetch.ts';
import { onRemoteOrigin } from './remote-origin.ts';

/** The parts of a remote's mf-manifest.json that say what loading it downloads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** What loading a remote's page downloads from the remote, as absolute URLs on its own origin. */
export interface RemotePageFiles {
  manifest: string;
  /** The remote entry, then its exposed module's scripts. */
  modules: string[];
  styleSheets: string[];
}

/**
 * The files of a remote's page, from its manifest; null without one, or with
 * one of another shape. A file the manifest places on another origin is left
 * out: the page is hinted (and the server reads styles) only from origins
 * remotes.json lists.
 */
export function remotePageFiles(remote: RemoteDescriptor, manifest: RemoteManifest | null): RemotePageFiles | null {
  if (!manifest) return null;
  try {
    const files = (paths: readonly string[]) => [...new Set(paths.flatMap((path) => onRemoteOrigin(remote, path) ?? []))];
    const { remoteEntry } = manifest.metaData;
    const exposed = manifest.exposes.flatMap((expose) => expose.assets);
    return {
      manifest: remote.entry,
      modules: files([
        `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
        ...exposed.flatMap((assets) => assets.js.sync),
      ]),
      styleSheets: files(exposed.flatMap((assets) => assets.css.sync)),
    };
  } catch {
    return null; // no hints: the page still works, its remote just loads later
  }
}

/**
 * `Link` header values that make the browser fetch a remote's page together
 * with the shell, instead of after the shell has booted and read the
 * manifest itself: the remote's manifest, entry, scripts and style sheets
 * (its own origin, which the CSP already allows), and `shellModules`, the
 * shell's chunks of the shares the page imports (root-relative), which are
 * hinted even when the remote's files are unknown.
 */
export function remotePreloadLinks(files: RemotePageFiles | null, shellModules: readonly string[]): string[] {
  return [
    ...(files
      ? [
          `<${files.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
          ...files.modules.map((js) => `<${js}>; rel=modulepreload`),
          ...files.styleSheets.map((css) => `<${css}>; rel=preload; as=style`),
        ]
      : []),
    ...shellModules.map((module) => `<${module}>; rel=modulepreload`),
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
export function cachedRemoteManifests({ timeoutMs }: { timeoutMs?: number } = {}): RemoteManifestReader {
  return cachedFetch((response) => response.json() as Promise<RemoteManifest>, { ttlMs: 2_000, timeoutMs });
}
