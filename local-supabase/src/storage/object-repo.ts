import type { Queryable } from '../db/types.ts';
import type { ObjectMetadata } from './object-metadata.ts';
import type { ObjectRef } from './object-names.ts';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: unknown;
  user_metadata: unknown;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  last_accessed_at: Date | string | null;
}

const COLUMNS = 'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** The row the caller may see (its SELECT policies decide), or null. */
export async function findObject(tx: Queryable, ref: ObjectRef): Promise<ObjectRow | null> {
  const result = await tx.query<ObjectRow>(`select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
    ref.bucket,
    ref.name,
  ]);
  return result.rows[0] ?? null;
}

export interface ObjectWrite {
  ref: ObjectRef;
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

const values = (w: ObjectWrite): unknown[] => [
  w.ref.bucket,
  w.ref.name,
  w.owner,
  w.ownerId,
  w.version,
  JSON.stringify(w.metadata),
  w.userMetadata === null ? null : JSON.stringify(w.userMetadata),
];

/**
 * A new row (INSERT policies decide), or with `upsert` the existing one replaced (INSERT,
 * SELECT and UPDATE policies decide), as on hosted Storage. No RETURNING: that would also ask
 * the SELECT policies, which hosted does not for a plain upload.
 */
export async function writeObject(tx: Queryable, write: ObjectWrite, upsert: boolean): Promise<void> {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
         last_accessed_at = now()`
    : '';
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) ${conflict}`,
    values(write),
  );
}

/** Renames a row (UPDATE policies decide, on the old and the new name); false when none was visible. */
export async function renameObject(tx: Queryable, from: ObjectRef, to: ObjectRef, version: string): Promise<boolean> {
  const result = await tx.query(
    `update storage.objects set bucket_id = $3, name = $4, version = $5, last_accessed_at = now()
     where bucket_id = $1 and name = $2 returning id`,
    [from.bucket, from.name, to.bucket, to.name, version],
  );
  return result.rows.length > 0;
}

/** Deletes the named rows the caller may delete (and see), returning them. */
export async function deleteObjects(tx: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const result = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
    [bucket, names],
  );
  return result.rows;
}

/** Deletes every row of a bucket the caller may delete (emptying a bucket). */
export async function deleteAllObjects(tx: Queryable, bucket: string): Promise<ObjectRow[]> {
  const result = await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 returning ${COLUMNS}`, [bucket]);
  return result.rows;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: string;
  sortOrder: string;
}

export interface ListedObject {
  name: string;
  id: string | null;
  updated_at: Date | string | null;
  created_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: unknown;
}

/** One level under a folder, folders first, through hosted's own `storage.search` (caller's policies apply). */
export async function searchObjects(tx: Queryable, bucket: string, options: ListOptions): Promise<ListedObject[]> {
  const prefix = options.prefix.length > 0 && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const levels = prefix === '' ? 1 : prefix.split('/').length;
  const result = await tx.query<ListedObject>(
    'select name, id, updated_at, created_at, last_accessed_at, metadata from storage.search($1, $2, $3, $4, $5, $6, $7, $8)',
    [prefix, bucket, options.limit, levels, options.offset, options.search, options.sortColumn, options.sortOrder],
  );
  return result.rows;
}
