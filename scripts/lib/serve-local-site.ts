import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  closeNow,
  remotePolicy,
  serveStaticBuild,
  startSiteServer,
  type RunningSiteServer,
  type ShellRuntimeFiles,
  type SiteServerOptions,
  type TlsFiles,
} from 'site-server';
import { ROOT } from './build-apps.ts';
import { APPS, type PortMap } from './ports.ts';
import { siteRuntimeFiles } from './site-runtime-files.ts';

/** What serveLocalSite started: the site server, and the four remotes' stand-in CDN servers. */
export interface LocalSite {
  site: RunningSiteServer;
  remotes: Server[];
  runtime: ShellRuntimeFiles;
  close: () => Promise<void>;
}

/**
 * The site on this machine as production runs it: site-server for the shell's
 * pages, and each remote's build served as static files on its own port (a
 * CDN's place in production), with run-time files that point at those ports. With `tls`, all of them speak
 * HTTPS and HTTP/2, as the load balancer and CDN in front of them do in production.
 */
export async function serveLocalSite(
  ports: PortMap,
  anonKey: string,
  {
    log,
    host,
    renderLimits,
    tls,
  }: { log?: (line: string) => void; host?: string; renderLimits?: SiteServerOptions['renderLimits']; tls?: TlsFiles } = {},
): Promise<LocalSite> {
  const runtime = siteRuntimeFiles(ports, anonKey, 'localhost', tls ? 'https' : 'http');
  const remotes = await Promise.all(
    APPS.filter(({ key }) => key !== 'shell').map(({ dir, key }) =>
      serveStaticBuild({
        root: join(ROOT, dir, 'dist'),
        port: ports[key],
        host,
        documentHeaders: { 'Content-Security-Policy': remotePolicy(runtime) },
        ...(tls ? { tls } : {}),
      }),
    ),
  );
  const site = await startSiteServer({
    shellDir: join(ROOT, 'shell', 'dist'),
    port: ports.shell,
    host,
    runtime: () => runtime,
    ...(log ? { log } : {}),
    ...(renderLimits ? { renderLimits } : {}),
    ...(tls ? { tls } : {}),
  });
  return {
    site,
    remotes,
    runtime,
    close: async () => {
      await site.close();
      await Promise.all(remotes.map(closeNow));
    },
  };
}
