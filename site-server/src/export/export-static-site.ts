import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseRemoteList } from '@shared/platform/federation/remote-list';
import { shellPolicy } from '../http/content-security-policy.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { pageDocuments } from '../pages/page-documents.ts';
import { SERVER_RENDERED_URL } from '@shared/delivery-contract';
import { DEFAULT_LIMITS, type IsolationLimits } from '../remotes/render-worker/isolated-render.ts';
import { siteApp, type SiteAppOptions } from '../site-app.ts';
import { cdnHeadersFile } from './cdn-headers-file.ts';
import { sitemapPaths } from './sitemap-paths.ts';

const EXPORT_RENDER_LIMITS: IsolationLimits = { ...DEFAULT_LIMITS, deadlineMs: 30_000 };
const SERVER_RENDERED_MARK = `${SERVER_RENDERED_URL}=`;

/** Public pages not in the sitemap (sign-in pages are not worth indexing) that a visitor still lands on. */
export const PAGES_BESIDE_SITEMAP = ['/login', '/register', '/auth/forgot-password'];

export interface StaticExportOptions extends Omit<SiteAppOptions, 'log'> {
  /** The folder to write: a copy of the shell's build plus every page, ready for any static host or CDN. */
  outDir: string;
  log?: (line: string) => void;
}

export interface StaticExport {
  /** Paths written as `<path>/index.html`. */
  pages: string[];
  /** Paths left to the frame (`spa-fallback.html`): a page the server would not answer 200. */
  skipped: string[];
}

/**
 * The CDN-only deployment (docs/decisions/0031-delivery.md): every public
 * page rendered once at build time, by the site server's own request
 * handling, into a folder of static files. A page is the same document
 * site-server would send at that moment (the frame, the owning remote's
 * render and its inline styles, the page's head), written to
 * `<path>/index.html`; the live page refetches what has gone stale since.
 * Beside them: the run-time files, robots.txt and sitemap.xml as of now,
 * `404.html` and `spa-fallback.html` (the frame, for any other path), and a
 * `_headers` file with the CSP and security headers for hosts that read one
 * (Netlify, Cloudflare Pages; others are configured by hand, README).
 */
export async function exportStaticSite(options: StaticExportOptions): Promise<StaticExport> {
  const log = options.log ?? (() => undefined);
  const runtime = options.runtime();
  // Nobody waits on a build: a render gets far longer than a visitor's request would give it.
  const { app, renders } = siteApp({ ...options, renderLimits: options.renderLimits ?? EXPORT_RENDER_LIMITS, log: () => undefined });
  try {
    // Wait for the render workers: a page arriving before its worker is ready would be exported without its render.
    await renders.prepare(parseRemoteList(JSON.parse(runtime.remotesJson)));
    rmSync(options.outDir, { recursive: true, force: true });
    cpSync(options.shellDir, options.outDir, { recursive: true, filter: (source) => !source.endsWith('.build-hash') });
    const write = (path: string, body: string) => {
      const file = join(options.outDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
    };
    write('config.json', runtime.configJson);
    write('remotes.json', runtime.remotesJson);
    const scriptHashes = await pageDocuments(options.shellDir).scriptHashes();
    write('_headers', cdnHeadersFile({ ...SECURITY_HEADERS, 'Content-Security-Policy': shellPolicy(runtime, scriptHashes) }));
    for (const file of ['robots.txt', 'sitemap.xml']) {
      const response = await app.request(`/${file}`);
      if (!response.ok) throw new Error(`export: /${file} answered ${response.status}; is the backend up?`);
      write(file, await response.text());
    }
    const notFound = await app.request('/this-page-does-not-exist');
    write('404.html', await notFound.text());

    const paths = [...new Set([...sitemapPaths(await (await app.request('/sitemap.xml')).text()), ...PAGES_BESIDE_SITEMAP])].filter(
      (path) => path !== '/',
    );
    const result: StaticExport = { pages: [], skipped: [] };
    for (const path of paths) {
      const response = await app.request(path);
      if (response.status !== 200) {
        result.skipped.push(path);
        log(`  – ${path}: ${response.status}, left to the frame`);
        continue;
      }
      const html = await response.text();
      // The bare frame still works (the app renders the page), but it is the slow shape this export replaces: say so.
      if (!html.includes(SERVER_RENDERED_MARK)) log(`  ! ${path}: exported without its server render (the remote rendered nothing)`);
      write(join(path, 'index.html'), html);
      result.pages.push(path);
    }
    log(`  ✓ exported ${result.pages.length} pages to ${options.outDir}`);
    return result;
  } finally {
    renders.close();
  }
}
