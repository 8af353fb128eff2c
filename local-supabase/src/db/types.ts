/**
 * The one database contract inside local-supabase. Two implementations exist
 * (PGlite in a data directory, and a PostgreSQL server through `pg` when
 * DATABASE_URL is set); auth/ and rest/ see only this interface, so every
 * route behaves the same on both.
 */

/** The only roles a request may run as; anything else in a JWT is refused. */
export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims of the caller, exactly as GoTrue would issue them. */
export type JwtClaims = Record<string, unknown> & { role: DbRole; sub?: string };

export interface RequestContext {
  role: DbRole;
  claims: JwtClaims;
}

export interface QueryResult<T> {
  rows: T[];
  /** Rows affected by INSERT/UPDATE/DELETE, or returned by SELECT. */
  rowCount: number;
}

export interface QueryOptions {
  /**
   * The text repeats with other values and its result columns never change
   * type (REST reads): the engine may keep its plan (PGlite: PREPARE/EXECUTE).
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Database {
  /**
   * Runs `fn` inside one transaction. With a context, the transaction first does
   * `set local role <role>` and `set_config('request.jwt.claims', <json>, true)`
   * (plus `request.jwt.claim.sub` / `.role` for older helpers), so row-level
   * security decides exactly as on hosted Supabase. Without a context it runs as
   * the owner (migrations, auth internals). Rolls back when `fn` throws.
   * Transactions are serialised where the engine needs it (PGlite).
   */
  transaction<T>(context: RequestContext | null, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Which engine answers: used in logs and the benchmark. */
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}
