import { matchPath } from 'react-router-dom';
import { siteSeoHead } from './heads/site-seo-head.ts';
import { findRemoteFor, parseRemoteList, type RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { parseRuntimeConfig } from '@shared/platform/runtime-config';
import { inlineRuntimeFilesElement } from '@shared/platform/runtime-config/inline';
import { readRemotePageModules } from 'shell/server-contract';
import type { RestClient } from '@shared/db/rest';
import type { VisitorDatabase } from '../backend/visitor-database.ts';
import { answerOrNull } from '../backend/visitor-database.ts';
import type { RemoteManifestReader } from '../remotes/remote-preload-links.ts';
import { remotePageFiles, remotePreloadLinks } from '../remotes/remote-preload-links.ts';
import { isPageOf, pageScriptsOf, pageSharesOf, type RemoteRouteScriptsReader, type RemoteRoutesReader } from '../remotes/remote-routes.ts';
import type { RemoteServerRenderer } from '../remotes/remote-server-render.ts';
import type { RemoteStyleSheet } from '../remotes/remote-style-sheets.ts';
import type { ShellRuntimeFiles } from '../runtime-files.ts';
import { applyPageHead } from './apply-page-head.ts';
import type { HeadAnswer, HeadSource } from './heads/page-head.ts';
import { appModulesOf, type PageDocuments } from './page-documents.ts';
import { spliceServerRender } from './splice-server-render.ts';
import { spliceCourseShelves } from './splice-course-shelves.ts';
import { renderCourseShelves } from 'shell/course-shelves-render';

export interface PageDeps {
  /** The shell's build folder (shell/dist, or shell/dist-monolith for the benchmark's variant). */
  shellDir: string;
  /** The monolithic benchmark build loads no remote: nothing to hint, its one style sheet styles every page. */
  build: 'federated' | 'monolithic';
  /** /remotes.json and /config.json as served now (they may change while the server runs). */
  runtime: () => ShellRuntimeFiles;
  documents: PageDocuments;
  renders: Pick<RemoteServerRenderer, 'render'>;
  manifests: RemoteManifestReader;
  /** The route patterns of each remote's pages (its routes.json): a path under its prefix that is none of them is a 404. */
  routes: RemoteRoutesReader;
  /** The scripts of each page of a remote that loads its pages with import() (its routes.json, decision 0062). */
  routeScripts?: RemoteRouteScriptsReader;
  styleSheets: (hrefs: readonly string[]) => Promise<RemoteStyleSheet[]>;
  /** The database as a visitor reads it, for the page's head and the landing's shelves. */
  database: VisitorDatabase;
  heads: readonly HeadSource[];
}

/** A page as the server answers it. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** Headers the page adds (`Link` preloads for a remote page with no server render). */
  headers: Record<string, string>;
  /** Rendered with a member's session (decision 0070): the page is theirs alone, for no cache to keep. */
  forMember?: boolean;
}

/** The head of a page of a record (a course, an article) from its record; of any other page, from site_seo. */
async function headOf(heads: readonly HeadSource[], pathname: string, db: RestClient): Promise<HeadAnswer> {
  for (const source of heads) {
    const match = matchPath({ path: source.route, end: true }, pathname);
    if (match) return source.head(match.params, db);
  }
  return siteSeoHead(pathname, db);
}

/**
 * Every page of the site, through one mechanism (docs/decisions/0031-delivery.md):
 * "/" is the shell's own page, rendered at build time (index.html). Any other
 * path is the app's frame with the page of the remote that owns the path
 * (remotes.json, matched as the shell's router matches it) in its loading
 * area: that remote's server render, styled inline, or, where it has none,
 * the loading area with `Link` preloads of the remote's files. A path no one
 * owns, a path under a remote's prefix that is none of its pages (its
 * routes.json: `/auth/xyz`), or a record its head source cannot find (a course
 * id), is a 404 with the same frame, whose app then shows the not-found page.
 */
export async function renderPage(deps: PageDeps, url: URL, accessToken?: string): Promise<RenderedPage> {
  const page = await renderPageBody(deps, url, accessToken);
  // Also on "/": its visitor's landing starts when the diagnostics card nears the viewport, often at
  // once (decision 0040), and fetching /config.json first put a round trip before its hydration.
  return { ...page, html: withInlineRuntimeFiles(page.html, deps.runtime()) };
}

/** The run-time files in the frame's head (@shared/platform/runtime-config/inline): the app starts without fetching them. */
function withInlineRuntimeFiles(html: string, files: ShellRuntimeFiles): string {
  return html.replace('</head>', () => `${inlineRuntimeFilesElement(files)}</head>`);
}

/** `accessToken`: the member's, from their session cookie (decision 0070), for the remote to render their page with. */
async function renderPageBody(deps: PageDeps, url: URL, accessToken: string | undefined): Promise<RenderedPage> {
  const files = deps.runtime();
  // A list or config the shell would refuse throws here: a 500, not a page under the wrong policy.
  const remotes = parseRemoteList(JSON.parse(files.remotesJson));
  const backend = parseRuntimeConfig(JSON.parse(files.configJson));
  const db = deps.database(backend);
  if (url.pathname === '/') {
    const [prerendered, answer, shelves] = await Promise.all([
      deps.documents.landing(),
      siteSeoHead('/', db),
      // Json to the types: renderCourseShelves checks its shape (zod) before rendering it.
      answerOrNull(db.rpc('landing_courses', undefined, { get: true })),
    ]);
    // The course shelves from the database, rendered as the page hydrates them (issue 31); unread, they load in the page.
    const shelvesRender = shelves === null ? null : renderCourseShelves(shelves);
    const landing = shelvesRender ? spliceCourseShelves(prerendered, shelvesRender) : prerendered;
    return { status: 200, html: answer && 'head' in answer ? applyPageHead(landing, answer.head, url) : landing, headers: {} };
  }

  const frame = await deps.documents.frame();
  const remote = findRemoteFor(remotes, url.pathname);
  if (!remote) return { status: 404, html: frame, headers: {} };

  const [routes, answer, area] = await Promise.all([
    deps.routes(remote),
    headOf(deps.heads, url.pathname, db),
    deps.renders.render(remote, { url: `${url.pathname}${url.search}`, backend, ...(accessToken ? { accessToken } : {}) }),
  ]);
  if (!isPageOf(routes, url.pathname)) return { status: 404, html: frame, headers: {} };
  const status = answer && 'notFound' in answer ? 404 : 200;
  const withHead = (html: string) => (answer && 'head' in answer ? applyPageHead(html, answer.head, url) : html);
  const forMember = area?.renderedFor !== undefined ? { forMember: true } : {};

  if (deps.build === 'monolithic') {
    // The comparison gets the same head start as the federated site on a page with no render (below).
    const links = area ? [] : appModulesOf(frame).map((module) => `<${module}>; rel=modulepreload`);
    return {
      status,
      html: withHead(area ? spliceServerRender(frame, area) : frame),
      headers: links.length > 0 ? { Link: links.join(', ') } : {},
      ...forMember,
    };
  }
  const { files: manifestFiles, shell, routeFiles } = await downloadsOf(deps, remote);
  // The page's own scripts go with the remote's: asked for only once the remote had run, they cost a round trip.
  const pageScripts = pageScriptsOf(routeFiles?.scripts ?? null, url.pathname);
  // So do the shell's chunks of the shares the page imports (the shell provides them; the remote cannot name them).
  const shareModules = pageSharesOf(routeFiles?.shares ?? null, url.pathname).flatMap((name) => shell.shares[name] ?? []);
  const shellModules = [...new Set(shareModules)];
  const remoteFiles = manifestFiles && { ...manifestFiles, modules: [...new Set([...manifestFiles.modules, ...pageScripts])] };
  if (!area) {
    // No render to paint first: the app starts at once, so its own modules (and, as a member's page nearly
    // always has a session, the Supabase client) lead the hints; after the gate asked for them, they came
    // 3.8 s into a member's slow-4G load (appModulesOf).
    const appModules = [...appModulesOf(frame), ...shell.sessionModules].map((module) => `<${module}>; rel=modulepreload`);
    const links = [...new Set([...appModules, ...remotePreloadLinks(remoteFiles, shellModules)])];
    return { status, html: withHead(frame), headers: links.length > 0 ? { Link: links.join(', ') } : {} };
  }
  // Server-rendered: the remote's styles inline, its code preloaded once the page has painted.
  const afterPaintModules = [...shellModules, ...(remoteFiles?.modules ?? [])];
  const styleSheets = await deps.styleSheets(remoteFiles?.styleSheets ?? []);
  const afterPaintStyles = remoteFiles?.styleSheets ?? [];
  const html = withManifestPreload(
    withHead(spliceServerRender(frame, area, { styleSheets, afterPaintModules, afterPaintStyles })),
    remote.entry,
  );
  return { status, html, headers: {}, ...forMember };
}

/**
 * The remote's manifest, fetched while the page paints: the federation
 * runtime asks for it only once the app has started, and on slow 4G that one
 * round trip (~0.6 s) sat at the head of a chain of late requests holding
 * TTI back (issue 16). It matches the runtime's own `fetch(url, {})`
 * (CORS, no credentials), so the browser hands that call this response.
 */
function withManifestPreload(html: string, manifestUrl: string): string {
  const href = manifestUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace('</head>', () => `<link rel="preload" as="fetch" crossorigin href="${href}"></head>`);
}

/** A remote page's downloads: the remote's files (null when its manifest cannot be read), the shell's chunks of each share, its pages' scripts and shares. */
async function downloadsOf(deps: PageDeps, remote: RemoteDescriptor) {
  const [manifest, shell, routeFiles] = await Promise.all([
    deps.manifests(remote.entry),
    readRemotePageModules(deps.shellDir),
    deps.routeScripts?.(remote) ?? null,
  ]);
  return { files: remotePageFiles(remote, manifest), shell, routeFiles };
}
