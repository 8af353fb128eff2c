import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import { storageErrors } from './storage-error.ts';

/** POST /object/list-v2/:bucket (storage-js `listV2`): hosted Storage's body. */
export const listV2Body = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(1000),
  cursor: z.string().max(200).optional(),
  with_delimiter: z.boolean().default(false),
  sortBy: z
    .object({ column: z.enum(['name', 'created_at', 'updated_at']).default('name'), order: z.enum(['asc', 'desc']).default('asc') })
    .default({ column: 'name', order: 'asc' }),
});
type ListV2Input = z.infer<typeof listV2Body>;

interface ObjectEntry {
  id: string;
  name: string;
  updated_at: Date | string | null;
  created_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: unknown;
}

export interface ListV2Page {
  hasNext: boolean;
  nextCursor?: string;
  folders: { key: string; name: string }[];
  objects: ObjectEntry[];
}

// The cursor is opaque to the client (as hosted's is): here the position of the next entry.
const encodeCursor = (offset: number): string => Buffer.from(JSON.stringify({ offset })).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const { offset } = z.object({ offset: z.number().int().min(0) }).parse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    return offset;
  } catch {
    throw storageErrors.invalidParameter('Invalid cursor');
  }
}

const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * S3-style listing: every object whose name starts with `prefix` (a string prefix, not a folder), or with
 * `with_delimiter` the objects right under it and its sub-folders as `{ key, name: key + '/' }` (folders first),
 * sorted by `sortBy`, a page of `limit` entries and a cursor to the next. Runs as the caller: policies apply.
 */
export async function listObjectsV2(tx: Queryable, bucket: string, input: ListV2Input): Promise<ListV2Page> {
  const direction = input.sortBy.order === 'desc' ? 'desc' : 'asc';
  const { rows } = await tx.query<ObjectEntry>(
    `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
      where bucket_id = $1 and name like $2 escape '\\'
      order by ${input.sortBy.column} ${direction}, name ${direction}`,
    [bucket, likePrefix(input.prefix)],
  );
  const folders = new Map<string, { key: string; name: string }>();
  const objects: ObjectEntry[] = [];
  for (const row of rows) {
    const slash = input.with_delimiter ? row.name.indexOf('/', input.prefix.length) : -1;
    if (slash === -1) objects.push(row);
    else {
      const key = row.name.slice(0, slash);
      folders.set(key, { key, name: `${key}/` });
    }
  }
  const sortedFolders = [...folders.values()].sort((a, b) => (direction === 'asc' ? 1 : -1) * a.key.localeCompare(b.key));
  const entries: ({ kind: 'folder'; folder: { key: string; name: string } } | { kind: 'object'; object: ObjectEntry })[] = [
    ...sortedFolders.map((folder) => ({ kind: 'folder' as const, folder })),
    ...objects.map((object) => ({ kind: 'object' as const, object })),
  ];
  const offset = decodeCursor(input.cursor);
  const page = entries.slice(offset, offset + input.limit);
  const hasNext = offset + input.limit < entries.length;
  return {
    hasNext,
    ...(hasNext ? { nextCursor: encodeCursor(offset + input.limit) } : {}),
    folders: page.flatMap((e) => (e.kind === 'folder' ? [e.folder] : [])),
    objects: page.flatMap((e) => (e.kind === 'object' ? [e.object] : [])),
  };
}
