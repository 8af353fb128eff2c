import { Readable } from 'node:stream';
import { parseByteRange } from './byte-range.ts';
import { readMetadata } from './object-metadata.ts';
import type { ObjectRef } from './object-names.ts';
import type { ObjectRow } from './object-repo.ts';
import type { ObjectStore } from './object-store.ts';
import { storageErrors } from './storage-error.ts';

/**
 * `?download` → attachment, `?download=name` → attachment with that file name, as hosted's
 * renderer writes it.
 */
function contentDisposition(download: string | undefined): string | null {
  if (download === undefined) return null;
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/** Hosted never serves HTML from a bucket as HTML (it would run on the API's origin). */
const servedType = (mimetype: string | undefined): string => {
  const type = mimetype ?? 'application/octet-stream';
  return type.includes('text/html') ? 'text/plain' : type;
};

export interface ServeOptions {
  download: string | undefined;
  /** The request's If-None-Match, answered with 304 when it names this version. */
  ifNoneMatch: string | undefined;
  /** The request's Range (one byte range is answered with 206). */
  range: string | undefined;
  /** HEAD: the headers only, no file opened. */
  head: boolean;
}

/** What every route that serves bytes reads from its request. */
export const serveOptionsOf = (req: {
  method: string;
  query(name: string): string | undefined;
  header(name: string): string | undefined;
}): ServeOptions => ({
  download: req.query('download'),
  ifNoneMatch: req.header('if-none-match'),
  range: req.header('range'),
  head: req.method === 'HEAD',
});

/** The stored bytes with the stored Content-Type, Cache-Control, ETag and Content-Length. */
export async function serveObject(store: ObjectStore, ref: ObjectRef, row: ObjectRow, options: ServeOptions): Promise<Response> {
  if (!row.version) throw storageErrors.noSuchKey();
  const meta = readMetadata(row.metadata);
  const headers = new Headers({
    'Content-Type': servedType(meta.mimetype),
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    'Accept-Ranges': 'bytes',
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  if (meta.lastModified) headers.set('Last-Modified', new Date(meta.lastModified).toUTCString());
  const disposition = contentDisposition(options.download);
  if (disposition) headers.set('Content-Disposition', disposition);
  if (meta.eTag && options.ifNoneMatch === meta.eTag) return new Response(null, { status: 304, headers });

  const size = await store.sizeOf(ref, row.version);
  if (size === null) throw storageErrors.noSuchKey();
  const range = parseByteRange(options.range, size);
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range ? range.end - range.start + 1 : size));
  const status = range ? 206 : 200;
  if (options.head) return new Response(null, { status, headers });
  const stream = store.read(ref, row.version, range ?? undefined);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
