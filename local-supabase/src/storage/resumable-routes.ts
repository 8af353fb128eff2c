import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Hono, type Context } from 'hono';
import type { RequestContext } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { jwtKeysOf } from '../http/jwt.ts';
import { requireAllowedMimeType } from './mime-check.ts';
import { requireBucketName, requireObjectName } from './object-names.ts';
import { ResumableUploads, RESUMABLE_EXPIRY_MS, type ResumableUpload } from './resumable-uploads.ts';
import { callerOf } from './route-helpers.ts';
import { storageAuth } from './storage-auth.ts';
import type { StorageDeps } from './storage-deps.ts';
import { StorageError, storageErrorFromPg, storageErrors } from './storage-error.ts';
import { commitIncoming, ownerOf, probeUpload, sizeLimitOf } from './upload-object.ts';

/**
 * Hosted Storage's resumable uploads: the tus 1.0.0 protocol (core + creation + termination +
 * expiration) at /storage/v1/upload/resumable, as tus-js-client and Uppy speak it (decision 0054).
 * POST creates (Upload-Length, Upload-Metadata: bucketName, objectName, contentType,
 * cacheControl, metadata; x-upsert), HEAD tells the offset, PATCH appends at exactly that offset
 * (409 otherwise), DELETE abandons. The policies on storage.objects are asked at creation (before
 * any byte) and again when the last byte makes the object, as for a simple upload.
 */
const TUS_VERSION = '1.0.0';
const BASE = '/upload/resumable';

const tusHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'Tus-Resumable': TUS_VERSION,
  'Cache-Control': 'no-store',
  ...extra,
});

/** tus answers with the real HTTP status (tus-js-client decides on it), in Storage's JSON. */
function tusError(c: Context<AppEnv>, error: unknown): Response {
  const storageError = error instanceof StorageError ? error : storageErrorFromPg(error);
  if (!storageError) throw error;
  const status = storageError.code === 'AccessDenied' ? 403 : storageError.statusCode;
  return c.json(storageError.toBody(), status as 400, tusHeaders());
}

const tusFailure = (statusCode: number, code: string, message: string): StorageError => new StorageError(statusCode, code, code, message);

/** `key base64,key base64`: the values decoded; a key without a value is the empty string. */
export function parseUploadMetadata(header: string | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    entries.set(key, value ? Buffer.from(value, 'base64').toString('utf8') : '');
  }
  return entries;
}

function userMetadataOf(json: string | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw storageErrors.invalidRequest('Invalid metadata: it must be a JSON object');
}

const callerKey = (context: RequestContext): string => ownerOf(context) ?? `role:${context.role}`;

async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function createResumableRoutes(deps: StorageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = storageAuth(jwtKeysOf(deps));
  const uploads = new ResumableUploads(deps.store);

  const requireTus = (c: Context<AppEnv>): void => {
    if (c.req.header('tus-resumable') !== TUS_VERSION) {
      throw tusFailure(412, 'PreconditionFailed', `Tus-Resumable ${TUS_VERSION} is required`);
    }
  };

  /** Only the caller who created an upload may see or continue it; anyone else is told it does not exist. */
  const ownUpload = async (c: Context<AppEnv>): Promise<ResumableUpload> => {
    const upload = await uploads.find(c.req.param('id') ?? '');
    if (!upload || upload.owner !== callerKey(callerOf(c))) throw tusFailure(404, 'NotFound', 'Upload not found');
    return upload;
  };

  /** The last byte arrived: the bytes become the object, as the caller, then the upload is forgotten. */
  const finish = async (c: Context<AppEnv>, upload: ResumableUpload): Promise<void> => {
    const context = callerOf(c);
    const target = { ref: { bucket: upload.bucket, name: upload.name }, upsert: upload.upsert, context, owner: ownerOf(context) };
    try {
      const bucket = await probeUpload(deps, target);
      const tempPath = uploads.dataPath(upload.id);
      const incoming = {
        tempPath,
        size: upload.length,
        md5Hex: await md5Of(tempPath),
        mimetype: upload.contentType,
        cacheControl: upload.cacheControl,
        userMetadata: upload.userMetadata,
      };
      await commitIncoming(deps, bucket, incoming, target);
    } finally {
      await uploads.remove(upload.id);
    }
  };

  app.options(BASE, (c) =>
    c.body(null, 204, tusHeaders({ 'Tus-Version': TUS_VERSION, 'Tus-Extension': 'creation,termination,expiration' })),
  );
  app.options(`${BASE}/:id`, (c) => c.body(null, 204, tusHeaders({ 'Tus-Version': TUS_VERSION })));

  app.post(BASE, auth, async (c) => {
    try {
      requireTus(c);
      const length = Number(c.req.header('upload-length'));
      if (!Number.isSafeInteger(length) || length < 0) {
        throw tusFailure(400, 'InvalidRequest', 'Upload-Length must be a whole number of bytes (Upload-Defer-Length is not supported)');
      }
      const meta = parseUploadMetadata(c.req.header('upload-metadata'));
      const ref = { bucket: requireBucketName(meta.get('bucketName') ?? ''), name: requireObjectName(meta.get('objectName') ?? '') };
      const contentType = meta.get('contentType') || 'application/octet-stream';
      const cacheTime = meta.get('cacheControl');
      const context = callerOf(c);
      const upsert = c.req.header('x-upsert')?.toLowerCase() === 'true';
      const bucket = await probeUpload(deps, { ref, upsert, context, owner: ownerOf(context) });
      if (length > sizeLimitOf(deps, bucket)) throw tusFailure(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size');
      requireAllowedMimeType(contentType, bucket.allowed_mime_types);
      const upload = await uploads.create({
        bucket: ref.bucket,
        name: ref.name,
        length,
        contentType,
        cacheControl: cacheTime ? (/^\d+$/.test(cacheTime) ? `max-age=${cacheTime}` : cacheTime) : 'no-cache',
        userMetadata: userMetadataOf(meta.get('metadata')),
        upsert,
        owner: callerKey(context),
      });
      if (length === 0) await finish(c, upload);
      const expires = new Date(upload.createdAt + RESUMABLE_EXPIRY_MS).toUTCString();
      return c.body(
        null,
        201,
        tusHeaders({ Location: `/storage/v1${BASE}/${upload.id}`, 'Upload-Offset': '0', 'Upload-Expires': expires }),
      );
    } catch (error) {
      return tusError(c, error);
    }
  });

  // Hono answers HEAD with the GET route, body dropped: the tus HEAD lives here.
  app.get(`${BASE}/:id`, auth, async (c) => {
    try {
      requireTus(c);
      const upload = await ownUpload(c);
      const offset = await uploads.offsetOf(upload.id);
      return c.body(null, 200, tusHeaders({ 'Upload-Offset': String(offset), 'Upload-Length': String(upload.length) }));
    } catch (error) {
      // A HEAD answer has no body: the status says it.
      const status = error instanceof StorageError ? error.statusCode : 500;
      return c.body(null, status as 404, tusHeaders());
    }
  });

  app.patch(`${BASE}/:id`, auth, async (c) => {
    try {
      requireTus(c);
      if (c.req.header('content-type') !== 'application/offset+octet-stream') {
        throw tusFailure(415, 'InvalidContentType', 'Content-Type must be application/offset+octet-stream');
      }
      const upload = await ownUpload(c);
      const offset = await deps.lock.run([`tus:${upload.id}`], async () => {
        const current = await uploads.offsetOf(upload.id);
        if (Number(c.req.header('upload-offset')) !== current) {
          throw tusFailure(409, 'Conflict', `Upload-Offset must be ${current}, the bytes received so far`);
        }
        let received = current;
        const room = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            if (received + chunk.length > upload.length) {
              callback(tusFailure(413, 'EntityTooLarge', 'The body goes past Upload-Length'));
              return;
            }
            received += chunk.length;
            callback(null, chunk);
          },
        });
        const body = c.req.raw.body ? Readable.fromWeb(c.req.raw.body) : Readable.from([]);
        try {
          // Bytes already appended stay when the connection drops: the next HEAD reports them.
          await pipeline(body, room, createWriteStream(uploads.dataPath(upload.id), { flags: 'a' }));
        } catch (error) {
          if (error instanceof StorageError) throw error;
          throw tusFailure(400, 'InvalidRequest', 'The upload was interrupted');
        }
        return received;
      });
      if (offset === upload.length) await finish(c, upload);
      return c.body(null, 204, tusHeaders({ 'Upload-Offset': String(offset) }));
    } catch (error) {
      return tusError(c, error);
    }
  });

  app.delete(`${BASE}/:id`, auth, async (c) => {
    try {
      requireTus(c);
      const upload = await ownUpload(c);
      await deps.lock.run([`tus:${upload.id}`], () => uploads.remove(upload.id));
      return c.body(null, 204, tusHeaders());
    } catch (error) {
      return tusError(c, error);
    }
  });

  return app;
}
