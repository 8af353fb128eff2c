import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, SEED_FILE } from 'supabase/schema-files';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

/**
 * A PGlite database with the platform SQL, every migration and the seed applied, exactly as
 * local-supabase prepares a fresh data directory, for SQL-level tests of the schema itself
 * (no HTTP server involved).
 */

const platformDir = fileURLToPath(new URL('../sql', import.meta.url));
const migrationsDir = MIGRATIONS_DIR;
const seedFile = SEED_FILE;

const sqlFilesIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `${dir}/${name}`);

/** In the server's order: sql/*.sql (00-platform.sql first), migrations by name, then the seed. */
export function schemaFiles(): string[] {
  return [...sqlFilesIn(platformDir), ...sqlFilesIn(migrationsDir), seedFile];
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

export const SEED = {
  admin: '00000000-0000-4000-8000-000000000a01',
  learner: '00000000-0000-4000-8000-000000000b01',
  somchai: '00000000-0000-4000-8000-000000000b02',
  suda: '00000000-0000-4000-8000-000000000b03',
  /** The account of instructor 1, who teaches course 1 (Python). */
  instructor: '00000000-0000-4000-8000-000000000c01',
  /** Published course 1: the demo learner has 5 of its 12 lessons done. */
  pythonCourse: 1,
  /** Published course 2: the demo learner is NOT enrolled. */
  reactCourse: 2,
  /** Published course 6: the demo learner completed it and holds its certificate. */
  figmaCourse: 6,
  /** Published SHORT course 7 (lessons 711 preview video, 712 exercise): enrolled, no progress. */
  shortCourse: 7,
  draftCourse: 8,
} as const;

export type Caller = { role: 'anon' } | { role: 'service_role' } | { role: 'authenticated'; sub: string; aal?: 'aal1' | 'aal2' };

export const anon: Caller = { role: 'anon' };
export const asUser = (sub: string): Caller => ({ role: 'authenticated', sub });
/**
 * The seeded admin's claims. Admin power needs a session that verified its TOTP factor, so the
 * default is aal2; `asAdmin('aal1')` is the same admin signed in with the password only.
 */
export const asAdmin = (aal: 'aal1' | 'aal2' = 'aal2'): Caller => ({ role: 'authenticated', sub: SEED.admin, aal });

type Tx = Pick<PGlite, 'query'>;

/**
 * Runs `fn` as a caller the way local-supabase and PostgREST do (role and JWT claims local to
 * one transaction), then rolls back, so tests never see each other's writes.
 */
export async function withCaller<T>(db: PGlite, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller)]);
    await tx.query(`set local role ${caller.role}`);
    const result = await fn(tx);
    await tx.rollback();
    return result;
  });
}

export async function asCaller<T = Record<string, unknown>>(db: PGlite, caller: Caller, sql: string, params: unknown[] = []): Promise<T[]> {
  return withCaller(db, caller, async (tx) => (await tx.query<T>(sql, params)).rows);
}
