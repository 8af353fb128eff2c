import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

/**
 * A PGlite database with the platform SQL, every migration and the seed applied, exactly as
 * local-supabase prepares a fresh data directory, for SQL-level tests of the schema itself
 * (no HTTP server involved).
 */

const platformFile = fileURLToPath(new URL('../sql/00-platform.sql', import.meta.url));
const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));
const seedFile = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));

export function schemaFiles(): string[] {
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `${migrationsDir}/${name}`);
  return [platformFile, ...migrations, seedFile];
}

export async function createSchemaDb(): Promise<PGlite> {
  const db = new PGlite({ extensions: { pgcrypto, uuid_ossp } });
  for (const file of schemaFiles()) {
    try {
      await db.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`applying ${file} failed: ${String(error)}`, { cause: error });
    }
  }
  return db;
}

export type Caller =
  | { role: 'anon' }
  | { role: 'service_role' }
  | { role: 'authenticated'; sub: string; email?: string };

/**
 * Runs `sql` as a caller the way local-supabase and PostgREST do (role + JWT claims local to
 * one transaction), and always rolls back, so tests never see each other's writes.
 */
export async function asCaller<T>(
  db: PGlite,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller)]);
    await tx.exec(`set local role ${caller.role}`);
    const result = await tx.query<T>(sql, params);
    await tx.rollback();
    return result.rows;
  });
}
