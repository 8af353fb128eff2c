import type { Queryable } from '../db/types.ts';

/** A bucket as hosted Storage answers it. */
export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
}

// bigint comes back as a string from `pg`: the API answers a number, as hosted does.
const COLUMNS = `id, name, owner, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;

export async function findBucket(tx: Queryable, id: string): Promise<BucketRow | null> {
  const result = await tx.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  return result.rows[0] ?? null;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

export interface ListBucketsOptions {
  limit: number | null;
  offset: number;
  search: string;
  sortColumn: string;
  sortOrder: string;
}

export async function listBuckets(tx: Queryable, options: ListBucketsOptions): Promise<BucketRow[]> {
  const column = SORT_COLUMNS.has(options.sortColumn) ? options.sortColumn : 'name';
  const order = options.sortOrder.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const result = await tx.query<BucketRow>(
    `select ${COLUMNS} from storage.buckets
     where $1 = '' or name ilike '%' || $1 || '%'
     order by ${column} ${order}
     limit $2 offset $3`,
    [options.search, options.limit, options.offset],
  );
  return result.rows;
}

export interface NewBucket {
  id: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export async function insertBucket(tx: Queryable, bucket: NewBucket): Promise<void> {
  await tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [bucket.id, bucket.name, bucket.owner, bucket.ownerId, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
  );
}

export interface BucketChanges {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** Updates only what is given; false when no row was visible to update. */
export async function updateBucket(tx: Queryable, id: string, changes: BucketChanges): Promise<boolean> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const add = (column: string, value: unknown): void => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (changes.public !== undefined) add('public', changes.public);
  if (changes.fileSizeLimit !== undefined) add('file_size_limit', changes.fileSizeLimit);
  if (changes.allowedMimeTypes !== undefined) add('allowed_mime_types', changes.allowedMimeTypes);
  const result = await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params);
  return result.rowCount > 0;
}

export async function deleteBucket(tx: Queryable, id: string): Promise<boolean> {
  const result = await tx.query(`delete from storage.buckets where id = $1`, [id]);
  return result.rowCount > 0;
}

export async function bucketHasObjects(tx: Queryable, id: string): Promise<boolean> {
  const result = await tx.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
  return result.rows.length > 0;
}
