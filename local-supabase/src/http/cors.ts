import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './context.ts';
import { isDevPagePath } from './dev-pages.ts';

/**
 * Every origin may call the API (like hosted Supabase): the keys, not the
 * origin, decide access. These are the headers supabase-js sends.
 */
const apiCors = cors({
  origin: (origin) => origin || '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'apikey',
    'authorization',
    'x-client-info',
    'x-supabase-api-version',
    'accept-profile',
    'content-profile',
    'prefer',
    'content-type',
    'range',
    'accept',
    'x-upsert',
    // storage-js uploads: the object's cache lifetime, user metadata and encoding.
    'cache-control',
    'x-metadata',
    'content-encoding',
    // tus resumable uploads (/storage/v1/upload/resumable, as tus-js-client sends them).
    'tus-resumable',
    'upload-length',
    'upload-offset',
    'upload-metadata',
    'x-http-method-override',
  ],
  exposeHeaders: [
    'Content-Range',
    'X-Supabase-Api-Version',
    'Content-Location',
    'Location',
    'X-Total-Count',
    'Link',
    // Storage downloads
    'Content-Disposition',
    'ETag',
    'Last-Modified',
    // tus resumable uploads
    'Tus-Resumable',
    'Tus-Version',
    'Tus-Max-Size',
    'Tus-Extension',
    'Upload-Offset',
    'Upload-Length',
    'Upload-Expires',
  ],
  credentials: true,
  maxAge: 3600,
});

/** The API's CORS; the dev pages get none, so no web page elsewhere can read a mailed link. */
export const corsMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => (isDevPagePath(c.req.path) ? next() : apiCors(c, next));
