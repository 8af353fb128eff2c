import type { Readable } from 'node:stream';
import { CONTENT_TYPES, decode, encode, formatOf, MAX_SOURCE_BYTES, renderErrors } from './image-codec.ts';
import { planResize, resize } from './image-resize.ts';
import { DEFAULT_QUALITY, transformationSegments, type TransformOptions } from './image-transform-options.ts';
import { readMetadata } from './object-metadata.ts';
import type { ObjectRef } from './object-names.ts';
import type { ObjectRow } from './object-repo.ts';
import type { ObjectStore } from './object-store.ts';
import { storageErrors } from './storage-error.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface RenderOptions {
  download: string | undefined;
  /** A signed URL's expiry: hosted sends `Expires` instead of the object's Cache-Control. */
  expires?: Date;
}

/** `?download` as the renderer writes it (the same as a plain download). */
function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/**
 * Hosted Storage's image renderer (imgproxy behind it) in pure JS: JPEG and PNG sources, resized
 * as asked, answered in the source's format (`format=origin`; WebP/AVIF are not produced).
 * The headers are the renderer's: the original's ETag and Cache-Control, `X-Transformations`.
 */
export async function renderImage(
  store: ObjectStore,
  ref: ObjectRef,
  row: ObjectRow,
  transform: TransformOptions,
  options: RenderOptions,
): Promise<Response> {
  if (!row.version) throw storageErrors.noSuchKey();
  const size = await store.sizeOf(ref, row.version);
  if (size === null) throw storageErrors.noSuchKey();
  if (size > MAX_SOURCE_BYTES) throw renderErrors.fileTooLarge();
  const source = await readAll(store.read(ref, row.version));
  const format = formatOf(source);
  if (!format) throw renderErrors.unsupported();
  const pixels = decode(source, format);
  const output = encode(resize(pixels, planResize(pixels.width, pixels.height, transform)), format, transform.quality ?? DEFAULT_QUALITY);

  const meta = readMetadata(row.metadata);
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[format],
    'Content-Length': String(output.byteLength),
    'Accept-Ranges': 'bytes',
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  if (meta.lastModified) headers.set('Last-Modified', new Date(meta.lastModified).toUTCString());
  if (options.expires) headers.set('Expires', options.expires.toUTCString());
  else headers.set('Cache-Control', meta.cacheControl ?? 'no-cache');
  const segments = transformationSegments(transform, 'imgproxy');
  if (segments.length > 0) headers.set('X-Transformations', segments.join(','));
  if (options.download !== undefined) headers.set('Content-Disposition', contentDisposition(options.download));
  return new Response(new Uint8Array(output), { status: 200, headers });
}
