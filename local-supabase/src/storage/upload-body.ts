import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import type { ObjectStore } from './object-store.ts';
import { StorageError, storageErrors } from './storage-error.ts';

/** An upload's bytes, already on disk in a temporary file, and what describes them. */
export interface IncomingFile {
  tempPath: string;
  size: number;
  md5Hex: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadRequest {
  body: ReadableStream<Uint8Array> | null;
  header: (name: string) => string | undefined;
}

/** Room for the form's small fields around the file in a multipart body. */
const MULTIPART_OVERHEAD = 1_048_576;
const MAX_FIELD_BYTES = 65_536;

const emptyFile = (): StorageError => new StorageError(400, 'InvalidRequest', 'empty_file', 'Unexpected empty file received');

function parseUserMetadata(json: string | undefined): Record<string, unknown> | null {
  if (json === undefined || json === '') return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw storageErrors.invalidRequest('Invalid metadata: it must be a JSON object');
}

/** Streams `source` into a new temporary file, hashing and counting, refusing past `limit` bytes. */
async function writeMetered(
  source: Readable,
  store: ObjectStore,
  limit: number,
): Promise<{ tempPath: string; size: number; md5Hex: string }> {
  const tempPath = await store.tempFile();
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) {
        callback(storageErrors.entityTooLarge());
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await store.discardTemp(tempPath);
    throw error instanceof StorageError ? error : storageErrors.invalidRequest('The upload was interrupted');
  }
  return { tempPath, size, md5Hex: hash.digest('hex') };
}

const nodeStream = (body: ReadableStream<Uint8Array>): Readable => Readable.fromWeb(body);

/** A raw body, as storage-js sends a Buffer, string or stream: the headers describe it. */
async function readRaw(req: UploadRequest, store: ObjectStore, limit: number): Promise<IncomingFile> {
  // An empty body is an empty object (the dashboard's `.emptyFolderPlaceholder` is one).
  const source = req.body ? nodeStream(req.body) : Readable.from([]);
  const written = await writeMetered(source, store, limit);
  return {
    ...written,
    mimetype: req.header('content-type') || 'application/octet-stream',
    cacheControl: req.header('cache-control') ?? 'no-cache',
    userMetadata: parseUserMetadata(decodeBase64(req.header('x-metadata'))),
  };
}

function decodeBase64(value: string | undefined): string | undefined {
  return value === undefined ? undefined : Buffer.from(value, 'base64').toString('utf8');
}

/** A multipart form, as storage-js sends a Blob, File or FormData: the first file part is the object. */
function readMultipart(req: UploadRequest, contentType: string, store: ObjectStore, limit: number): Promise<IncomingFile> {
  const body = req.body;
  if (!body) return Promise.reject(emptyFile());
  const source = nodeStream(body);
  const busboy = Busboy({
    headers: { 'content-type': contentType },
    limits: { files: 1, fields: 20, parts: 21, fieldSize: MAX_FIELD_BYTES, fileSize: limit + 1 },
  });
  const fields = new Map<string, string>();
  let file: Promise<{ tempPath: string; size: number; md5Hex: string }> | null = null;
  let mimetype = 'application/octet-stream';

  return new Promise<IncomingFile>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      source.unpipe(busboy);
      source.destroy();
      // A file already written must not stay behind.
      void file?.then(
        (written) => store.discardTemp(written.tempPath),
        () => undefined,
      );
      reject(error instanceof StorageError ? error : storageErrors.invalidRequest('Malformed multipart body'));
    };
    busboy.on('field', (name, value) => fields.set(name, value));
    busboy.on('file', (_field, stream, _filename, _encoding, type) => {
      if (file) {
        stream.resume();
        return;
      }
      mimetype = type || mimetype;
      file = writeMetered(stream, store, limit);
      file.catch(fail);
    });
    busboy.on('error', fail);
    busboy.on('finish', () => {
      if (!file) {
        fail(emptyFile());
        return;
      }
      file.then((written) => {
        if (settled) return;
        try {
          const cacheTime = fields.get('cacheControl');
          const result: IncomingFile = {
            ...written,
            mimetype,
            cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
            userMetadata: parseUserMetadata(fields.get('metadata')),
          };
          settled = true;
          resolve(result);
        } catch (error) {
          fail(error);
        }
      }, fail);
    });
    source.on('error', fail);
    source.pipe(busboy);
  });
}

/**
 * Reads an upload to a temporary file without holding it in memory. A declared length over the
 * limit is refused before any byte is read; an undeclared one is cut off at the limit.
 */
export async function readUpload(req: UploadRequest, store: ObjectStore, limit: number): Promise<IncomingFile> {
  const contentType = req.header('content-type') ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const declared = Number(req.header('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit + (multipart ? MULTIPART_OVERHEAD : 0)) throw storageErrors.entityTooLarge();
  return multipart ? readMultipart(req, contentType, store, limit) : readRaw(req, store, limit);
}
