import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { parseRuntimeConfig } from '@shared/platform/runtime-config';
import { sessionFromCookieHeader } from '@shared/platform/session-cookie';
import { shellPolicy } from './http/content-security-policy.ts';
import { requestLog } from './http/request-log.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { looksLikeFile, readBuildFile, REVALIDATE, staticResponder } from './http/static-files.ts';
import { earlyHintLinks } from './pages/page-documents.ts';
import { renderPage, type PageDeps } from './pages/render-page.ts';
import { robotsTxt } from './seo/robots.ts';
import { sitemapEntries, sitemapXml } from './seo/sitemap.ts';
import type { SitemapSource } from './seo/sitemap-sources/sitemap-source.ts';

export interface SiteDeps extends PageDeps {
  sitemapSources: readonly SitemapSource[];
  /** Where the one-line JSON request logs go. */
  log: (line: string) => void;
}

/** Under a real socket (server.ts) the Node response is there for 103 Early Hints; under app.request it is not. */
export type SiteEnv = { Bindings: Partial<HttpBindings> };

const NO_STORE = { 'Cache-Control': 'no-store' };
/** A page rendered with a member's session: theirs alone, kept by no cache, their browser's included. */
const MEMBER_PAGE = 'private, no-store';

/**
 * The access token of the request's session cookie (decision 0070), if it has not expired by its own word.
 * Unchecked otherwise: the page's remote reads the member's row with it, and the backend judges it. A cookie
 * only ever changes what a GET page shows, never what is written, so it needs no CSRF token (0070).
 */
function accessTokenOf(cookieHeader: string | undefined, nowSeconds = Date.now() / 1000): string | undefined {
  const session = sessionFromCookieHeader(cookieHeader);
  return session && session.expires_at > nowSeconds ? session.access_token : undefined;
}

/**
 * The site's web server, as pure request handling: `server.ts` (and
 * start-site-server.ts) put it on a socket; tests call `app.request()`.
 * Routes: /healthz, /robots.txt, /sitemap.xml, the shell's run-time files,
 * the shell's build, and every page (pages/render-page.ts). Each response
 * carries the security headers; documents their Content-Security-Policy.
 */
export function createSiteApp(deps: SiteDeps): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();
  const respond = staticResponder();

  /** The public origin: /config.json's siteUrl in production, else the one the request came to. */
  const originOf = (c: Context<SiteEnv>) => {
    const { siteUrl } = parseRuntimeConfig(JSON.parse(deps.runtime().configJson));
    return siteUrl ? new URL(siteUrl).origin : new URL(c.req.url).origin;
  };

  app.use('*', requestLog(deps.log));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c)), 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (c) => {
    const backend = parseRuntimeConfig(JSON.parse(deps.runtime().configJson));
    const entries = await sitemapEntries(deps.sitemapSources, deps.database(backend));
    if (!entries) return c.text('The course list cannot be read right now.', 503, { 'Retry-After': '60', ...NO_STORE });
    return c.body(sitemapXml(entries, originOf(c)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });
  app.on(['GET', 'HEAD'], ['/config.json', '/remotes.json'], (c) => {
    const files = deps.runtime();
    const body = c.req.path === '/config.json' ? files.configJson : files.remotesJson;
    return respond(c.req.raw, { body: Buffer.from(body), ext: '.json', cache: 'no-store', key: null, mtime: 0 });
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = decodeURIComponent(c.req.path);
    if (looksLikeFile(pathname)) {
      const file = await readBuildFile(deps.shellDir, pathname);
      if (file === 'forbidden') return c.body(null, 403);
      return file ? respond(c.req.raw, file) : c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
    }
    await sendEarlyHints(c, pathname === '/' ? deps.documents.landing : deps.documents.frame);
    const page = await renderPage(deps, new URL(c.req.url), accessTokenOf(c.req.header('Cookie')));
    const headers = { ...page.headers, 'Content-Security-Policy': shellPolicy(deps.runtime(), await deps.documents.scriptHashes()) };
    const response = respond(
      c.req.raw,
      { body: Buffer.from(page.html), ext: '.html', cache: page.forMember ? MEMBER_PAGE : REVALIDATE, key: null, mtime: 0 },
      { status: page.status, headers },
    );
    if (page.forMember) {
      // The same URL is another page for another cookie: no cache between this member and the server keeps it.
      response.headers.set('Vary', ['Cookie', response.headers.get('Vary')].filter(Boolean).join(', '));
      response.headers.delete('Access-Control-Allow-Origin');
    }
    return response;
  });

  app.options(
    '*',
    () => new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' } }),
  );
  app.all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));
  app.onError((error, c) => {
    if (error instanceof URIError) return c.body(null, 400);
    console.error('[site-server]', error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}

/**
 * 103 Early Hints for a navigation: the document's style sheets, sent while
 * the page is being rendered (a remote's render may take up to its deadline),
 * so the browser has them by the time the HTML arrives.
 */
async function sendEarlyHints(c: Context<SiteEnv>, document: () => Promise<string>): Promise<void> {
  const outgoing = c.env?.outgoing;
  if (!outgoing || typeof outgoing.writeEarlyHints !== 'function' || outgoing.headersSent) return;
  if (c.req.header('Sec-Fetch-Mode') !== 'navigate') return;
  const links = earlyHintLinks(await document());
  if (links.length > 0) outgoing.writeEarlyHints({ link: links });
}
