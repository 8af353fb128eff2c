import { z } from 'zod';

/** POST /object/list/:bucket, as storage-js `list()` sends it. */
export const listBody = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().max(1024).default(''),
  sortBy: z.object({ column: z.string().default('name'), order: z.string().default('asc') }).default({ column: 'name', order: 'asc' }),
});

/** DELETE /object/:bucket: hosted takes at most 1000 names at once. */
export const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/** POST /object/move and /object/copy. */
export const moveBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().optional(),
  copyMetadata: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** POST /object/sign/:bucket/*: lifetime in seconds, and an image transformation (checked by readTransformOptions). */
export const signBody = z.object({ expiresIn: z.number().int().min(1), transform: z.record(z.string(), z.unknown()).optional() });

/** POST /object/sign/:bucket: several at once. */
export const signManyBody = z.object({ expiresIn: z.number().int().min(1), paths: z.array(z.string()).min(1).max(1000) });
