import type { Server } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';
import { remotePolicy, shellPolicy } from './content-security-policy.ts';
import { APPS, type PortMap } from './ports.ts';
import { remotePreloadLinker } from './remote-preload-links.ts';
import { parseRemoteList } from '../../shared/src/federation/remote-list.ts';
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
 * the remotes the page is told to load are exactly the ones it may load. A
 * page that a remote renders also gets `Link` preloads for that remote's
 * files and for the shell's remote-kit chunk, so they download beside the
 * shell (decisions 0017 and 0019).
 * `monolithic` serves the benchmark's variant with the remotes built in
 * (shell/dist-monolith), which loads no remote to hint.
 */
export function serveShell(port: number, runtime: () => ShellRuntimeFiles, build: 'federated' | 'monolithic' = 'federated'): Promise<Server> {
  const root = join(ROOT, 'shell', build === 'federated' ? 'dist' : 'dist-monolith');
  // Read per page, so a rebuilt shell is hinted right at once.
  const preloadLinks = remotePreloadLinker(() => readRemotePageModules(root));
  return serveStatic({
    root,
    port,
    spaFallback: SPA_FALLBACK,
    virtualFiles: () => {
      const files = runtime();
      return { '/config.json': files.configJson, '/remotes.json': files.remotesJson };
    },
    documentHeaders: async (pathname) => {
      const files = runtime();
      // shellPolicy refuses a remote list the shell would refuse, so past it the list parses.
      const policy = shellPolicy(files);
      const links = build === 'federated' ? await preloadLinks(parseRemoteList(JSON.parse(files.remotesJson)), pathname) : [];
      return { 'Content-Security-Policy': policy, ...(links.length > 0 ? { Link: links.join(', ') } : {}) };
    },
  });
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
