import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engine.ts';

/** local-supabase's own SQL (roles, auth schema, auth internals), applied before the migrations. */
export const PLATFORM_SQL_DIR = fileURLToPath(new URL('../../sql', import.meta.url));

export interface BootstrapPaths {
  platformDir: string;
  migrationsDir: string;
  seedFile: string;
}

export interface BootstrapReport {
  applied: string[];
  seeded: boolean;
}

const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

const BOOKKEEPING = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  applied_at timestamptz not null default now()
);
`;

/** Runs one file and records it, all in one transaction, so a failing file leaves no trace. */
async function applyRecorded(engine: Engine, sql: string, record: string): Promise<void> {
  try {
    await engine.execScript(`begin;\n${sql}\n;\n${record};\ncommit;`);
  } catch (error) {
    await engine.execScript('rollback;').catch(() => undefined);
    throw error;
  }
}

async function recorded(engine: Engine, table: string, column: string): Promise<Set<string>> {
  return engine.transaction(null, async (tx) => {
    const result = await tx.query<{ key: string }>(`select ${column} as key from supabase_migrations.${table}`);
    return new Set(result.rows.map((row) => row.key));
  });
}

function sqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Platform files (sql/*.sql), then supabase/migrations/*.sql in file-name order,
 * each applied once and recorded as `version` = the file name's leading number
 * (or the whole name for platform files, prefixed `local:`); then the seed,
 * only when no seed was ever recorded (a new database).
 */
export async function bootstrapDatabase(engine: Engine, paths: BootstrapPaths): Promise<BootstrapReport> {
  await engine.execScript(BOOKKEEPING);
  const done = await recorded(engine, 'schema_migrations', 'version');
  const applied: string[] = [];
  const files = [
    ...sqlFiles(paths.platformDir).map((file) => ({ file, version: `local:${basename(file)}` })),
    ...sqlFiles(paths.migrationsDir).map((file) => {
      const name = basename(file);
      return { file, version: /^(\d+)/.exec(name)?.[1] ?? name };
    }),
  ];
  for (const { file, version } of files) {
    if (done.has(version)) continue;
    const name = basename(file, '.sql');
    const record = `insert into supabase_migrations.schema_migrations (version, name) values (${literal(version)}, ${literal(name)})`;
    try {
      await applyRecorded(engine, readFileSync(file, 'utf8'), record);
    } catch (error) {
      throw new Error(`local-supabase: applying ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(basename(file));
  }

  let seeded = false;
  const seeds = await recorded(engine, 'seed_files', 'path');
  if (seeds.size === 0 && existsSync(paths.seedFile)) {
    const record = `insert into supabase_migrations.seed_files (path) values (${literal(basename(paths.seedFile))})`;
    try {
      await applyRecorded(engine, readFileSync(paths.seedFile, 'utf8'), record);
    } catch (error) {
      throw new Error(`local-supabase: seeding ${paths.seedFile} failed: ${(error as Error).message}`, { cause: error });
    }
    seeded = true;
  }
  return { applied, seeded };
}
