import pg from 'pg';
import type { Engine } from './engine.ts';
import { requestContextSql } from './request-settings.ts';
import { loadRoleTimeouts, type RoleTimeouts } from './role-timeouts.ts';
import type { QueryResult, Queryable, RequestContext } from './types.ts';

/**
 * A PostgreSQL server through `pg`. Dates and int8 are left as text by Postgres
 * JSON rendering in the routes; here we only keep the driver from turning
 * timestamps into JS Dates with a local time zone.
 */
export async function openPostgres(connectionString: string): Promise<Engine> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, pg_terminate_backend) must not crash the process;
  // the pool replaces it on the next request.
  pool.on('error', (error) => console.error('[local-supabase] idle PostgreSQL connection lost:', error.message));
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const wrap = (client: pg.PoolClient): Queryable => ({
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
  });

  // The API roles' statement_timeout, read at the first request (the roles exist only after the bootstrap).
  let timeouts: Promise<RoleTimeouts> | null = null;
  const roleTimeouts = (): Promise<RoleTimeouts> => {
    timeouts ??= (async () => {
      const client = await pool.connect();
      try {
        return await loadRoleTimeouts(wrap(client));
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      timeouts = null; // try again on the next request
      throw error;
    });
    return timeouts;
  };

  return {
    engine: 'postgres',
    async transaction<T>(context: RequestContext | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const statementTimeout = context ? ((await roleTimeouts()).get(context.role) ?? null) : null;
      const client = await pool.connect();
      try {
        // BEGIN and the role switch in one round trip (the simple protocol takes several statements).
        await client.query(context ? `begin; ${requestContextSql(context, statementTimeout)}` : 'begin');
        const tx = wrap(client);
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async execScript(sql: string): Promise<void> {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
