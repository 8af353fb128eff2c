import type { Server } from 'node:http';
import { parseRemoteList } from 'shared/federation/remote-list';
import { createSiteApp } from './app.ts';
import { restReader } from './backend/read-rest.ts';
import { listen } from './http/listen.ts';
import { HEAD_SOURCES } from './pages/heads/index.ts';
import { pageDocuments } from './pages/page-documents.ts';
import { cachedRemoteManifests } from './remotes/remote-preload-links.ts';
import { cachedRemoteRoutes } from './remotes/remote-routes.ts';
import { remoteServerRenderer } from './remotes/remote-server-render.ts';
import type { IsolationLimits } from './remotes/render-worker/isolated-render.ts';
import { cachedStyleSheets } from './remotes/remote-style-sheets.ts';
import type { ShellRuntimeFiles } from './runtime-files.ts';
import { SITEMAP_SOURCES } from './seo/sitemap-sources/index.ts';

export type { ShellRuntimeFiles } from './runtime-files.ts';
export { configJson, remotesJsonWithEntries } from './runtime-files.ts';
export { remotePolicy } from './http/content-security-policy.ts';
export { serveStaticBuild } from './http/serve-static-build.ts';

export interface SiteServerOptions {
  /** The shell's build folder: shell/dist, or shell/dist-monolith for the benchmark's variant. */
  shellDir: string;
  port: number;
  /** Interface to listen on; loopback unless told (a container says 0.0.0.0). */
  host?: string;
  /** /remotes.json and /config.json, read per request so they may change while the server runs. */
  runtime: () => ShellRuntimeFiles;
  build?: 'federated' | 'monolithic';
  /** Limits for the remotes' render workers (tests shorten the deadline). */
  renderLimits?: IsolationLimits;
  /** Request log lines; stdout by default. */
  log?: (line: string) => void;
}

/** A running site server: its socket, and `close` that also stops the remotes' render workers. */
export interface RunningSiteServer {
  server: Server;
  close: () => Promise<void>;
}

/**
 * Starts the site's web server (app.ts) on a port: the one `npm start`, the
 * e2e run, `npm run bench:web`, docker compose and production all run. The
 * remotes' server render modules are fetched and their workers started as it
 * starts, so the first visitor of a remote's page does not wait for them.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const renders = remoteServerRenderer(options.renderLimits ? { limits: options.renderLimits } : {});
  const app = createSiteApp({
    shellDir: options.shellDir,
    build: options.build ?? 'federated',
    runtime: options.runtime,
    documents: pageDocuments(options.shellDir),
    renders,
    manifests: cachedRemoteManifests(),
    routes: cachedRemoteRoutes(),
    styleSheets: cachedStyleSheets(),
    rest: restReader(),
    heads: HEAD_SOURCES,
    sitemapSources: SITEMAP_SOURCES,
    log: options.log ?? ((line) => process.stdout.write(`${line}\n`)),
  });
  const server = await listen(app.fetch, options.port, options.host);
  void renders.prepare(parseRemoteList(JSON.parse(options.runtime().remotesJson))).catch(() => undefined);
  return {
    server,
    close: async () => {
      renders.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
