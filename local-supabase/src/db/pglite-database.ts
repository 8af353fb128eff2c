import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import type { Engine } from './engine.ts';
import { applyRequestContext } from './request-settings.ts';
import { PreparedStatements } from './prepared-statements.ts';
import type { QueryOptions, QueryResult, Queryable, RequestContext } from './types.ts';

/** `memory://` keeps the database in memory only (tests); anything else is a directory. */
export const IN_MEMORY = 'memory://';

export interface PgliteOptions {
  dataDir: string;
  /** A tarball from `dumpDataDir()`: start from a copy of a prepared database (tests). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<Engine & { dump(): Promise<Blob> }> {
  const inMemory = options.dataDir === IN_MEMORY;
  let lock: DataDirLock | null = null;
  if (!inMemory) {
    lock = acquireDataDirLock(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(inMemory ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pgcrypto, uuid_ossp },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }

  const prepared = new PreparedStatements();

  return {
    engine: 'pglite',
    // PGlite's own transaction() holds its mutex for the whole callback, which
    // is the serialisation a single-connection engine needs.
    transaction<T>(context: RequestContext | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (raw) => {
        const tx: Queryable = {
          async query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<R>> {
            const execute = options?.prepare ? await prepared.executeSql(sql, params ?? [], (statement) => raw.exec(statement)) : null;
            // Without parameters the simple protocol does the same work in two protocol messages
            // through WebAssembly instead of six (parse, describe, bind, describe, execute, sync).
            const result =
              execute !== null
                ? (await raw.exec(execute)).at(-1)
                : params && params.length > 0
                  ? await raw.query<R>(sql, params)
                  : (await raw.exec(sql)).at(-1);
            const rows = (result?.rows ?? []) as R[];
            return { rows, rowCount: Math.max(result?.affectedRows ?? 0, rows.length) };
          },
        };
        if (context) await applyRequestContext(tx, context);
        return fn(tx);
      });
    },
    async execScript(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    async dump(): Promise<Blob> {
      return pg.dumpDataDir('none');
    },
    async close(): Promise<void> {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
