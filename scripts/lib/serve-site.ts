import type { Server } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';
import { remotePolicy, shellPolicy } from './content-security-policy.ts';
import { APPS, type PortMap } from './ports.ts';
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
 * `distDir`: `dist-monolith` serves the benchmark's monolithic variant.
 */
export function serveShell(port: number, runtime: () => ShellRuntimeFiles, distDir = 'dist'): Promise<Server> {
  return serveStatic({
    root: join(ROOT, 'shell', distDir),
    port,
    spa: true,
    virtualFiles: () => {
      const files = runtime();
      return { '/config.json': files.configJson, '/remotes.json': files.remotesJson };
    },
    documentHeaders: () => ({ 'Content-Security-Policy': shellPolicy(runtime()) }),
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
            spa: false,
            documentHeaders: { 'Content-Security-Policy': remotePolicy(runtime) },
          }),
    ),
  );
}
