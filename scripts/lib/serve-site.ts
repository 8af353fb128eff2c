import type { Server } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';
import { remotePolicy, shellPolicy } from './content-security-policy.ts';
import { APPS, type PortMap } from './ports.ts';
import { cachedRemoteManifests, remotePageFiles, remotePreloadLinker } from './remote-preload-links.ts';
import { remoteServerRenderer } from './remote-server-render.ts';
import { cachedStyleSheets } from './remote-style-sheets.ts';
import { spliceServerRender, type RemotePageAssets } from './splice-server-render.ts';
import { findRemoteFor, parseRemoteList, type RemoteDescriptor } from '../../shared/src/federation/remote-list.ts';
import { parseRuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { SPA_FALLBACK } from '../../shell/build/prerendered-page.ts';
import { readRemotePageModules } from '../../shell/build/remote-page-modules.ts';
import { configJson, remotesJson } from './runtime-files.ts';
import { serveStatic } from './static-server.ts';

/** The shell's run-time files, as served at /remotes.json and /config.json. */
export interface ShellRuntimeFiles {
  remotesJson: string;
  configJson: string;
}

/**
 * Serves the shell's production build with its run-time files and a
 * Content-Security-Policy computed from those same files on every request, so
 * the remotes the page is told to load are exactly the ones it may load.
 * A page that a remote owns arrives with that remote's server render of it in
 * place of the loading area where the remote has one, its style sheets
 * inline and its code preloaded once the page has painted (decision 0020).
 * Otherwise it gets `Link` preloads for that remote's files and for the
 * shell's remote-kit chunk, so they download beside the shell (0017, 0019).
 * `monolithic` serves the benchmark's variant with the remotes built in
 * (shell/dist-monolith), which loads no remote to hint and whose one style
 * sheet already styles the remotes' pages; it gets the same server renders,
 * so the benchmark's ratio still measures what federation costs in the browser.
 */
export function serveShell(port: number, runtime: () => ShellRuntimeFiles, build: 'federated' | 'monolithic' = 'federated'): Promise<Server> {
  const root = join(ROOT, 'shell', build === 'federated' ? 'dist' : 'dist-monolith');
  const manifests = cachedRemoteManifests();
  // Read per page, so a rebuilt shell is hinted right at once.
  const shellModules = () => readRemotePageModules(root);
  const preloadLinks = remotePreloadLinker(shellModules, manifests);
  const serverRenders = remoteServerRenderer();
  const styleSheets = cachedStyleSheets();

  /** A server-rendered page carries its remote's styles, and preloads its code after painting. */
  const assetsFor = async (remote: RemoteDescriptor): Promise<RemotePageAssets | undefined> => {
    if (build === 'monolithic') return undefined;
    const manifest = await manifests(remote.entry);
    const files = manifest ? remotePageFiles(remote, manifest) : { modules: [], styleSheets: [] };
    const [sheets, modules] = await Promise.all([styleSheets(files.styleSheets), shellModules()]);
    return { styleSheets: sheets, afterPaintModules: [...modules, ...files.modules] };
  };

  const server = serveStatic({
    root,
    port,
    spaFallback: SPA_FALLBACK,
    virtualFiles: () => {
      const files = runtime();
      return { '/config.json': files.configJson, '/remotes.json': files.remotesJson };
    },
    documentHeaders: () => ({ 'Content-Security-Policy': shellPolicy(runtime()) }),
    renderFallback: async (url, page) => {
      const files = runtime();
      // A list the shell would refuse throws here as in shellPolicy: a 500, not a page under the wrong policy.
      const remotes = parseRemoteList(JSON.parse(files.remotesJson));
      const remote = findRemoteFor(remotes, url.pathname);
      if (!remote) return { page };
      const backend = parseRuntimeConfig(JSON.parse(files.configJson));
      const area = await serverRenders.render(remote, { url: `${url.pathname}${url.search}`, backend });
      if (area) return { page: spliceServerRender(page, area, await assetsFor(remote)) };
      const links = build === 'federated' ? await preloadLinks(remotes, url.pathname) : [];
      const headers: Record<string, string> = links.length > 0 ? { Link: links.join(', ') } : {};
      return { page, headers };
    },
  });
  // So the first visitor of a remote's page does not wait for its module to download.
  void server.then(() => serverRenders.prepare(parseRemoteList(JSON.parse(runtime().remotesJson)))).catch(() => undefined);
  return server;
}

/** The shell's run-time files for a port map: remotes on those ports, the backend on its port. */
export function siteRuntimeFiles(ports: PortMap, anonKey: string): ShellRuntimeFiles {
  return {
    remotesJson: remotesJson(ports),
    configJson: configJson(`http://127.0.0.1:${ports.localSupabase}`, anonKey),
  };
}

/** Serves the five production builds; the shell gets run-time files that point at these ports. */
export async function serveSite(ports: PortMap, anonKey: string): Promise<Server[]> {
  const runtime = siteRuntimeFiles(ports, anonKey);
  return Promise.all(
    APPS.map(({ dir, key }) =>
      key === 'shell'
        ? serveShell(ports.shell, () => runtime)
        : serveStatic({
            root: join(ROOT, dir, 'dist'),
            port: ports[key],
            documentHeaders: { 'Content-Security-Policy': remotePolicy(runtime) },
          }),
    ),
  );
}
