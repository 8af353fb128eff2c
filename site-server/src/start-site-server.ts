import type { Server } from 'node:http';
import { parseRemoteList } from '@shared/platform/federation/remote-list';
import { closeNow, listen, type TlsFiles } from './http/listen.ts';
import { siteApp, type SiteAppOptions } from './site-app.ts';

export type { ShellRuntimeFiles } from './runtime-files.ts';
export { configJson, remotesJsonWithEntries } from './runtime-files.ts';
export { remotePolicy } from './http/content-security-policy.ts';
export { serveStaticBuild } from './http/serve-static-build.ts';
export { closeNow, type TlsFiles } from './http/listen.ts';
export { exportStaticSite } from './export/export-static-site.ts';

export interface SiteServerOptions extends SiteAppOptions {
  port: number;
  /** Interface to listen on; loopback unless told (a container says 0.0.0.0). */
  host?: string;
  /** Speak HTTPS and HTTP/2 with this certificate (listen.ts); plain HTTP/1.1 without. */
  tls?: TlsFiles;
}

/** A running site server: its socket, and `close` that also stops the remotes' render workers. */
export interface RunningSiteServer {
  server: Server;
  /**
   * Settles once every remote's server render has loaded (or was given up). The server answers before
   * then, with pages rendered in the browser; tools that measure or test server-rendered pages wait for it.
   */
  serverRendersReady: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Starts the site's web server (app.ts) on a port: the one `npm start`, the
 * e2e run, `npm run bench:web`, docker compose and production all run. The
 * remotes' server render modules are fetched and their workers started as it
 * starts, so the first visitor of a remote's page does not wait for them.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const { app, renders } = siteApp(options);
  const server = await listen(app.fetch, options.port, options.host, options.tls);
  const serverRendersReady = renders.prepare(parseRemoteList(JSON.parse(options.runtime().remotesJson))).then(
    () => undefined,
    () => undefined,
  );
  return {
    server,
    serverRendersReady,
    close: async () => {
      renders.close();
      await closeNow(server);
    },
  };
}
