import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { PLATFORM_SQL_DIR } from '../src/db/bootstrap.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { IN_MEMORY } from '../src/db/pglite-database.ts';

/**
 * Builds the seeded database once per test run (vitest globalSetup): PGlite
 * as a data-dir tarball each test file clones, or a PostgreSQL template
 * database each test file copies with CREATE DATABASE … TEMPLATE.
 */
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/local-supabase', import.meta.url));

function sqlFingerprint(): string {
  const config = loadConfig({});
  const hash = createHash('sha256');
  for (const dir of [PLATFORM_SQL_DIR, config.MIGRATIONS_DIR]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.sql'))
      .sort()) {
      hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  if (existsSync(config.SEED_FILE)) hash.update(readFileSync(config.SEED_FILE));
  return hash.digest('hex').slice(0, 16);
}

/** Path of a tarball of a freshly bootstrapped + seeded PGlite, cached by the SQL's content. */
export async function buildSeededPglite(): Promise<string> {
  const file = join(cacheDir, `seeded-${sqlFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const { db, dump } = await openDatabase(loadConfig({ DATA_DIR: IN_MEMORY }));
  try {
    if (!dump) throw new Error('PGlite expected');
    const blob = await dump();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A bootstrapped + seeded template database on the server of DATABASE_URL,
 * named per process so two test runs on one server do not collide.
 */
export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = `local_supabase_template_${process.pid}`;
  await adminQuery(url, `drop database if exists ${name} with (force)`);
  await adminQuery(url, `create database ${name}`);
  const { db } = await openDatabase(loadConfig({ DATABASE_URL: withDatabase(url, name) }));
  await db.close();
  return name;
}
