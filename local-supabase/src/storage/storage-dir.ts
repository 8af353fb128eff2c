import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { IN_MEMORY } from '../db/pglite-database.ts';

/** With DATABASE_URL the database lives elsewhere; its objects stay with this package's data. */
const POSTGRES_DEFAULT_DIR = fileURLToPath(new URL('../../.data/storage', import.meta.url));

export interface StorageDir {
  root: string;
  /** Removes the directory when it was made only for this run (an in-memory database). */
  dispose(): void;
}

/**
 * Where object bytes live, chosen so they always go with their database:
 * STORAGE_DIR when set; a throw-away temporary directory when DATA_DIR is `memory://` (tests,
 * with or without DATABASE_URL); `local-supabase/.data/storage` with DATABASE_URL; otherwise
 * inside the PGlite data directory, `<DATA_DIR>/storage` (PostgreSQL ignores directories it
 * does not own there, as it does its own `log/`), so deleting the data directory deletes both.
 * The directory is made on the first upload, never before PGlite has initialised its own.
 */
export function openStorageDir(config: Config): StorageDir {
  if (config.STORAGE_DIR) return keep(config.STORAGE_DIR, false);
  if (config.DATA_DIR === IN_MEMORY) {
    const root = mkdtempSync(join(tmpdir(), 'local-supabase-storage-'));
    return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
  }
  if (config.DATABASE_URL) return keep(POSTGRES_DEFAULT_DIR, false);
  return keep(join(config.DATA_DIR, 'storage'), true);
}

/**
 * A kept directory. Uploads a crash interrupted are left in `.tmp` (no row points at them):
 * cleared at start when this process is known to be the only writer, i.e. inside a PGlite data
 * directory whose lock it holds (another server may share STORAGE_DIR or the PostgreSQL default).
 */
function keep(root: string, onlyWriter: boolean): StorageDir {
  if (onlyWriter) rmSync(join(root, '.tmp'), { recursive: true, force: true });
  return { root, dispose: () => undefined };
}
