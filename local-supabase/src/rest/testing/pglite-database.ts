import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, RequestContext } from '../../db/types.ts';

/**
 * A minimal Database over an in-memory PGlite for the REST unit tests, doing
 * what the real one promises: `set local role` plus the JWT claims, so row-level
 * security decides. The product's own implementation lives in src/db/.
 */
export async function createTestDatabase(setupSql: string): Promise<Database> {
  const pg = new PGlite();
  await pg.exec(setupSql);
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database {
  return {
    engine: 'pglite',
    close: () => pg.close(),
    transaction: <T>(context: RequestContext | null, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
      pg.transaction(async (tx) => {
        if (context) {
          // The role is one of three fixed names (checked by the type), never caller text.
          await tx.query(`set local role ${context.role}`);
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(context.claims)]);
        }
        return fn({
          async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
          },
        });
      }),
  };
}
