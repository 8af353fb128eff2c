import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.vtt']);

export interface StaticSite {
  root: string;
  port: number;
  host?: string;
  /**
   * The file served for unknown paths (the shell's client-side routes); none:
   * 404. The shell's is spa-fallback.html, not index.html, which holds "/"
   * pre-rendered.
   */
  spaFallback?: string;
  /**
   * Files generated at run time instead of read from disk (e.g. /config.json).
   * A function is called per request, so the files may change while serving.
   */
  virtualFiles?: Record<string, string> | (() => Record<string, string>);
  /**
   * Extra headers for HTML documents only (the Content-Security-Policy): a
   * policy governs documents, and on each of a page's fifty scripts it would
   * only add bytes. A function is called per request, with its path.
   */
  documentHeaders?: Record<string, string> | ((pathname: string) => Record<string, string> | Promise<Record<string, string>>);
  /**
   * Fills the fallback page for one request (the shell's server puts a
   * remote's server render into it, decision 0020), with headers added to
   * documentHeaders'. Gets the requested URL.
   */
  renderFallback?: (url: URL, page: string) => Promise<{ page: string; headers?: Record<string, string> }>;
}

/** One file's response, before compression. */
interface Reply {
  body: Buffer;
  ext: string;
  cache: string;
  /** Cache key and modification time for its gzip body; null: made per request, never cached. */
  key: string | null;
  mtime: number;
}

const current = <T>(value: T | (() => T) | undefined): T | undefined =>
  typeof value === 'function' ? (value as () => T)() : value;

/**
 * A small production-like static server: hashed assets cached for a year,
 * run-time files never cached, gzip, CORS (remotes are fetched cross-origin
 * by the shell), no path traversal. Zero dependencies, so `npm start` and the
 * e2e run serve exactly the files a CDN would.
 */
export function serveStatic(site: StaticSite): Promise<Server> {
  const root = resolve(site.root);
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

  async function documentHeaders(pathname: string): Promise<Record<string, string>> {
    const headers = site.documentHeaders;
    return typeof headers === 'function' ? headers(pathname) : (headers ?? {});
  }

  /** Sends `reply` for a request of `pathname` (the requested path, also for the fallback page). */
  async function send(req: IncomingMessage, res: ServerResponse, pathname: string, reply: Reply, pageHeaders: Record<string, string> = {}) {
    const { ext, cache, key, mtime } = reply;
    let body = reply.body;
    const extraHeaders = ext === '.html' ? { ...(await documentHeaders(pathname)), ...pageHeaders } : {};
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cache);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (wantsGzip && COMPRESSIBLE.has(ext) && body.length > 1024) {
      let cached = key === null ? undefined : gzipCache.get(key);
      if (!cached || cached.mtime !== mtime) {
        cached = { mtime, body: gzipSync(body) };
        if (key !== null) gzipCache.set(key, cached);
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      body = cached.body;
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://x');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const virtual = current(site.virtualFiles)?.[pathname];
    if (virtual !== undefined) {
      await send(req, res, pathname, { body: Buffer.from(virtual), ext: extname(pathname), cache: 'no-store', key: pathname, mtime: 0 });
      return;
    }
    const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    const found = await stat(file).then((s) => (s.isFile() ? s : null), () => null);
    if (found) {
      const immutable = pathname.startsWith('/assets/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      await send(req, res, pathname, { body: await readFile(file), ext: extname(file), cache, key: file, mtime: found.mtimeMs });
      return;
    }
    const looksLikeFile = extname(pathname) !== '';
    if (site.spaFallback && !looksLikeFile) {
      const page = join(root, site.spaFallback);
      const { mtimeMs } = await stat(page);
      const body = await readFile(page);
      if (site.renderFallback) {
        const rendered = await site.renderFallback(url, body.toString('utf8'));
        const reply = { body: Buffer.from(rendered.page), ext: '.html', cache: 'no-cache', key: null, mtime: mtimeMs };
        await send(req, res, pathname, reply, rendered.headers);
        return;
      }
      await send(req, res, pathname, { body, ext: '.html', cache: 'no-cache', key: page, mtime: mtimeMs });
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' }).end('Not found');
  };

  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('[static]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(site.port, site.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
