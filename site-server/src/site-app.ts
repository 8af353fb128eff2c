import { createSiteApp } from './app.ts';
import { visitorDatabase } from './backend/visitor-database.ts';
import { HEAD_SOURCES } from './pages/heads/index.ts';
import { pageDocuments } from './pages/page-documents.ts';
import { cachedRemoteManifests } from './remotes/remote-preload-links.ts';
import { cachedRemoteRouteScripts, cachedRemoteRoutes } from './remotes/remote-routes.ts';
import { remoteServerRenderer, type RemoteServerRenderer } from './remotes/remote-server-render.ts';
import { DEFAULT_LIMITS, type IsolationLimits } from './remotes/render-worker/isolated-render.ts';
import { cachedStyleSheets } from './remotes/remote-style-sheets.ts';
import type { ShellRuntimeFiles } from './runtime-files.ts';
import { SITEMAP_SOURCES } from './seo/sitemap-sources/index.ts';

export interface SiteAppOptions {
  /** The shell's build folder: shell/dist, or shell/dist-monolith for the benchmark's variant. */
  shellDir: string;
  /** /remotes.json and /config.json, read per request so they may change while the server runs. */
  runtime: () => ShellRuntimeFiles;
  build?: 'federated' | 'monolithic';
  /** Limits for the remotes' render workers, over the defaults (tests shorten the deadline, the e2e site lengthens it). */
  renderLimits?: Partial<IsolationLimits>;
  /** Request log lines; stdout by default. */
  log?: (line: string) => void;
}

/** The site's request handling with its production dependencies, and the render workers it owns. */
export function siteApp(options: SiteAppOptions): { app: ReturnType<typeof createSiteApp>; renders: RemoteServerRenderer } {
  const renders = remoteServerRenderer(options.renderLimits ? { limits: { ...DEFAULT_LIMITS, ...options.renderLimits } } : {});
  const app = createSiteApp({
    shellDir: options.shellDir,
    build: options.build ?? 'federated',
    runtime: options.runtime,
    documents: pageDocuments(options.shellDir),
    renders,
    manifests: cachedRemoteManifests(),
    routes: cachedRemoteRoutes(),
    routeScripts: cachedRemoteRouteScripts(),
    styleSheets: cachedStyleSheets(),
    database: visitorDatabase(),
    heads: HEAD_SOURCES,
    sitemapSources: SITEMAP_SOURCES,
    log: options.log ?? ((line) => process.stdout.write(`${line}\n`)),
  });
  return { app, renders };
}
