import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor } from '@shared/delivery-contract/content-types';
import type { TlsFiles } from 'site-server';

/**
 * A stand-in for a CDN in `npm run bench:web`'s CDN-only shape: files from one
 * folder and nothing else — no site-server, no render, no run-time files made
 * per request. It does what a static host is configured to do (README):
 * `try_files $uri $uri/index.html /spa-fallback.html`, gzip for text, hashed
 * assets cached for a year, and the headers the folder's `_headers` file gives
 * every path (written by site-server's static export).
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);

/** The headers a `_headers` file gives every path (`/*` block). */
export function headersForAllPaths(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The file a static host answers `pathname` with: the file, the folder's index.html, else the SPA fallback. */
export function resolveStaticPath(root: string, pathname: string): string | null {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return null;
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  for (const candidate of [join(root, relative), join(root, relative, 'index.html'), join(root, 'spa-fallback.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

/** What the handler uses of a request and a response, the same in node:http and node:http2's compatibility API. */
interface Asked {
  url?: string;
  method?: string;
  headers: IncomingHttpHeaders;
}
interface Answer {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  end(body: Buffer | string): unknown;
}

/** Serves `root` on a loopback port; with `tls`, over HTTPS and HTTP/2 as a CDN does. */
export function servePlainStatic(root: string, port: number, tls?: TlsFiles): Promise<Server | Http2SecureServer> {
  const headersFile = join(root, '_headers');
  const allPaths = existsSync(headersFile) ? headersForAllPaths(readFileSync(headersFile, 'utf8')) : {};
  const handle = (request: Asked, response: Answer) => {
    const url = new URL(request.url ?? '/', 'http://cdn');
    const file = url.pathname === '/_headers' ? null : resolveStaticPath(root, url.pathname);
    if (!file) {
      response.writeHead(404);
      response.end('');
      return;
    }
    const ext = extname(file);
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      ...allPaths,
      'Content-Type': contentTypeFor(ext),
      'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Access-Control-Allow-Origin': '*',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? '' : body);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
