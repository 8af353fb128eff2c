import type { Config } from '../config.ts';
import { bootstrapDatabase, PLATFORM_SQL_DIR, type BootstrapReport } from './bootstrap.ts';
import type { Engine } from './engine.ts';
import { applyHostedSearchPath } from './hosted-search-path.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';
import type { Database } from './types.ts';

export interface OpenOptions {
  /** Start PGlite from a dump of a prepared database (the test harness). */
  loadDataDir?: Blob;
  /** Skip migrations and seed (a copy of an already bootstrapped database). */
  skipBootstrap?: boolean;
}

export interface OpenedDatabase {
  db: Database;
  bootstrap: BootstrapReport;
  /** PGlite only: a tarball of the data directory, to clone it. */
  dump?: () => Promise<Blob>;
}

/** PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise; bootstrapped before use. */
export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<OpenedDatabase> {
  let engine: Engine;
  let dump: (() => Promise<Blob>) | undefined;
  if (config.DATABASE_URL) {
    engine = await openPostgres(config.DATABASE_URL);
  } else {
    const lite = await openPglite({
      dataDir: config.DATA_DIR,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    engine = lite;
    dump = () => lite.dump();
  }
  let bootstrap: BootstrapReport = { applied: [], seeded: false };
  try {
    await applyHostedSearchPath(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  if (!options.skipBootstrap) {
    try {
      bootstrap = await bootstrapDatabase(engine, {
        platformDir: PLATFORM_SQL_DIR,
        migrationsDir: config.MIGRATIONS_DIR,
        seedFile: config.SEED_FILE,
      });
    } catch (error) {
      await engine.close();
      throw error;
    }
  }
  const db: Database = {
    engine: engine.engine,
    transaction: (context, fn) => engine.transaction(context, fn),
    close: () => engine.close(),
  };
  return { db, bootstrap, ...(dump ? { dump } : {}) };
}
