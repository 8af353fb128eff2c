import type { Server } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';
import { remotePolicy, shellPolicy } from './content-security-policy.ts';
import { APPS, type PortMap } from './ports.ts';
import { cachedRemoteManifests, remotePageFiles, remotePreloadLinks } from './remote-preload-links.ts';
import { remoteServerRenderer } from './remote-server-render.ts';
import { cachedStyleSheets } from './remote-style-sheets.ts';
import { spliceServerRender } from './splice-server-render.ts';
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
  const serverRenders = remoteServerRenderer();
  const styleSheets = cachedStyleSheets();

  /**
   * A federated page a remote owns: the remote's files (null when its
   * manifest cannot be read) and the shell's remote kit, read per page so a
   * rebuilt shell is hinted right at once.
   */
  const downloadsOf = async (remote: RemoteDescriptor) => {
    const [manifest, shellModules] = await Promise.all([manifests(remote.entry), readRemotePageModules(root)]);
    return { files: remotePageFiles(remote, manifest), shellModules };
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
      const shellFiles = runtime();
      // A list the shell would refuse throws here as in shellPolicy: a 500, not a page under the wrong policy.
      const remote = findRemoteFor(parseRemoteList(JSON.parse(shellFiles.remotesJson)), url.pathname);
      if (!remote) return { page };
      const backend = parseRuntimeConfig(JSON.parse(shellFiles.configJson));
      const area = await serverRenders.render(remote, { url: `${url.pathname}${url.search}`, backend });
      if (build === 'monolithic') return { page: area ? spliceServerRender(page, area) : page };
      const { files, shellModules } = await downloadsOf(remote);
      if (!area) {
        const links = remotePreloadLinks(files, shellModules);
        return { page, headers: links.length > 0 ? { Link: links.join(', ') } : undefined };
      }
      // Server-rendered: the remote's styles inline, its code preloaded once the page has painted.
      const afterPaintModules = [...shellModules, ...(files?.modules ?? [])];
      return { page: spliceServerRender(page, area, { styleSheets: await styleSheets(files?.styleSheets ?? []), afterPaintModules }) };
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
