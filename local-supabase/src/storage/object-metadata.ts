/**
 * `storage.objects.metadata` exactly as hosted Storage fills it; SQL elsewhere reads
 * `metadata->>'mimetype'` and `metadata->>'size'`.
 */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export function objectMetadata(input: { md5Hex: string; size: number; mimetype: string; cacheControl: string }): ObjectMetadata {
  return {
    eTag: `"${input.md5Hex}"`,
    size: input.size,
    mimetype: input.mimetype,
    cacheControl: input.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: input.size,
    httpStatusCode: 200,
  };
}

/** Reads the fields back from a row's jsonb, tolerating rows written by hand (a seed, a migration). */
export function readMetadata(value: unknown): Partial<ObjectMetadata> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const text = (key: string): string | undefined => (typeof record[key] === 'string' ? record[key] : undefined);
  const size = Number(record['size']);
  return {
    ...(text('eTag') ? { eTag: text('eTag') } : {}),
    ...(text('mimetype') ? { mimetype: text('mimetype') } : {}),
    ...(text('cacheControl') ? { cacheControl: text('cacheControl') } : {}),
    ...(text('lastModified') ? { lastModified: text('lastModified') } : {}),
    ...(Number.isFinite(size) ? { size } : {}),
  };
}
