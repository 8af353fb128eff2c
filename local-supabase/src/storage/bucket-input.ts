import { z } from 'zod';
import { storageErrors } from './storage-error.ts';

const UNITS: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };
const MIME_TYPE = /^[\w.+-]+\/[\w.+*-]+$/;

/** `file_size_limit` as hosted accepts it: bytes, or a string such as "20MB", "30KB", "3B". */
export function parseFileSizeLimit(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number') return value > 0 ? Math.floor(value) : null;
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
  if (!match?.[1]) throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const bytes = Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1));
  return bytes > 0 ? bytes : null;
}

const sizeLimit = z.union([z.number().nonnegative(), z.string().max(32)]).nullish();
const mimeTypes = z.array(z.string().regex(MIME_TYPE).max(255)).max(200).nullish();

/** POST /bucket, as storage-js `createBucket` sends it. */
export const createBucketBody = z.object({
  id: z.string().optional(),
  name: z.string(),
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeTypes,
  type: z.string().optional(),
});

/** PUT /bucket/:id: only the keys present change. */
export const updateBucketBody = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeTypes,
});
