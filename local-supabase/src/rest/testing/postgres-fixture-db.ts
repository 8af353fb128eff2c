import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../db/postgres-database.ts';
import type { Database } from '../../db/types.ts';

/**
 * The same fixture on a real PostgreSQL server (when DATABASE_URL is set): a
 * throw-away database per test file, dropped again on close, so the product
 * schema in the main database is never touched.
 */
export async function createPostgresFixtureDb(serverUrl: string, setupSql: string): Promise<Database> {
  const name = `rest_fixture_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const engine = await openPostgres(url.toString());
  await engine.execScript(setupSql);
  return {
    engine: 'postgres',
    transaction: (context, fn) => engine.transaction(context, fn),
    close: async () => {
      await engine.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
