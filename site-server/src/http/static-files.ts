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
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.xml', '.vtt']);

/** Hashed build output: its name changes with its content, so it may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Course covers, article images and icons: not hashed, rarely changed; a day, refreshed in the background. */
export const ONE_DAY = 'public, max-age=86400, stale-while-revalidate=604800';
/** Documents and run-time files: always revalidated. */
export const REVALIDATE = 'no-cache';

/** How long a browser or CDN may keep a file of the build, by where it lives. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  if (pathname.startsWith('/media/') || pathname === '/favicon.svg') return ONE_DAY;
  return REVALIDATE;
}

/** One response body, before compression. */
export interface StaticReply {
  body: Buffer;
  ext: string;
  cache: string;
  /** Cache key and modification time for its gzip body; null: made per request, never cached. */
  key: string | null;
  mtime: number;
}

/** A path with a file extension is a file; anything else is a page. */
export const looksLikeFile = (pathname: string) => extname(pathname) !== '';

/**
 * The build file at a request's decoded path: null when there is none,
 * 'forbidden' for a path that climbs out of the build folder.
 */
export async function readBuildFile(root: string, pathname: string): Promise<StaticReply | 'forbidden' | null> {
  const base = resolve(root);
  const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  if (file !== base && !file.startsWith(base + sep)) return 'forbidden';
  const found = await stat(file).then((s) => (s.isFile() ? s : null), () => null);
  if (!found) return null;
  return { body: await readFile(file), ext: extname(file), cache: cacheControlFor(pathname), key: file, mtime: found.mtimeMs };
}

/**
 * Turns replies into responses: the content type, caching, CORS (remotes and
 * the shell fetch each other's files cross-origin) and gzip for text over
 * 1 KB, with each file's gzip body kept until the file changes.
 */
export function staticResponder() {
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

  const gzipped = (reply: StaticReply): Buffer => {
    const cached = reply.key === null ? undefined : gzipCache.get(reply.key);
    if (cached && cached.mtime === reply.mtime) return cached.body;
    const body = gzipSync(reply.body);
    if (reply.key !== null) gzipCache.set(reply.key, { mtime: reply.mtime, body });
    return body;
  };

  return (request: Request, reply: StaticReply, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): Response => {
    const out = new Headers(headers);
    out.set('Content-Type', TYPES[reply.ext] ?? 'application/octet-stream');
    out.set('Cache-Control', reply.cache);
    out.set('Access-Control-Allow-Origin', '*');
    let body = reply.body;
    if (COMPRESSIBLE.has(reply.ext) && body.length > 1024) {
      out.set('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
        body = gzipped(reply);
        out.set('Content-Encoding', 'gzip');
      }
    }
    out.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers: out });
  };
}

export type StaticResponder = ReturnType<typeof staticResponder>;
