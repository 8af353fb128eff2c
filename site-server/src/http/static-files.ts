import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor } from '@shared/delivery-contract/content-types';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.xml', '.vtt', '.wasm']);

/**
 * The one byte range a `Range: bytes=…` header asks of a file `size` bytes long
 * (what a video element sends to seek): inclusive [start, end], 'unsatisfiable'
 * for a range past the end, null for no header or a form this server does not
 * serve (several ranges): the whole file is then sent, which is always allowed.
 */
export function requestedRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? null : { start, end };
}

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
  const found = await stat(file).then(
    (s) => (s.isFile() ? s : null),
    () => null,
  );
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

  return (
    request: Request,
    reply: StaticReply,
    { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
  ): Response => {
    const out = new Headers(headers);
    out.set('Content-Type', contentTypeFor(reply.ext));
    out.set('Cache-Control', reply.cache);
    out.set('Access-Control-Allow-Origin', '*');
    let body = reply.body;
    if (COMPRESSIBLE.has(reply.ext) && body.length > 1024) {
      out.set('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
        body = gzipped(reply);
        out.set('Content-Encoding', 'gzip');
      }
    } else if (status === 200) {
      // Uncompressed files (videos above all) are served in byte ranges: without them a browser cannot seek.
      out.set('Accept-Ranges', 'bytes');
      const range = requestedRange(request.headers.get('range'), body.length);
      if (range === 'unsatisfiable') {
        out.set('Content-Range', `bytes */${body.length}`);
        out.set('Content-Length', '0');
        return new Response(null, { status: 416, headers: out });
      }
      if (range) {
        out.set('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`);
        status = 206;
        body = body.subarray(range.start, range.end + 1);
      }
    }
    out.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers: out });
  };
}

export type StaticResponder = ReturnType<typeof staticResponder>;
