import { MIGRATIONS_DIR } from 'supabase/schema-files';
import { bootstrapDatabase, PLATFORM_SQL_DIR } from './db/bootstrap.ts';
import { IN_MEMORY, openPglite } from './db/pglite-database.ts';
import type { Database } from './db/types.ts';

export type { Database as MigratedSchema, Queryable } from './db/types.ts';

/**
 * A throw-away in-memory database with local-supabase's platform SQL and every migration applied, and no seed:
 * the schema exactly as the site's clients meet it, for tools that read the catalogue (the generated
 * `Database` types, scripts/generate-db-types.ts). The caller closes it.
 */
export async function openMigratedSchema(migrationsDir: string = MIGRATIONS_DIR): Promise<Database> {
  const engine = await openPglite({ dataDir: IN_MEMORY });
  try {
    // An empty seed path: sample rows change no type, and applying them is most of the bootstrap's time.
    await bootstrapDatabase(engine, { platformDir: PLATFORM_SQL_DIR, migrationsDir, seedFile: '' });
  } catch (error) {
    await engine.close();
    throw error;
  }
  return { engine: engine.engine, transaction: (context, fn) => engine.transaction(context, fn), close: () => engine.close() };
}
