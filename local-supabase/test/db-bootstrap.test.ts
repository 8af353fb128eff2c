import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';
import { bootstrapDatabase, PLATFORM_SQL_DIR } from '../src/db/bootstrap.ts';
import { openPglite } from '../src/db/pglite-database.ts';
import { buildSeededPglite } from './seeded-database.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'local-supabase-db-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder in this process and in another process, naming the owner', () => {
    const dir = join(work, 'locked');
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process \d+/);
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `
        import('${join(process.cwd(), 'src/db/data-dir-lock.ts')}').then((m) => m.acquireDataDirLock(${JSON.stringify(dir)}))
          .then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`,
        ],
        { encoding: 'utf8' },
      );
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(`in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = join(work, 'stale');
    // Pid 2^22 + 1 is above Linux's pid_max default range for this container: no such process.
    writeFileSync(`${dir}.lock`, '4194305\n');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

describe('migrations bootstrap', () => {
  it('applies new migrations once, in order, records them, rolls back a failing one, seeds only a new database', async () => {
    const tarball = inject('seededPglite') || (await buildSeededPglite());
    const engine = await openPglite({ dataDir: join(work, 'pgdata'), loadDataDir: new Blob([readFileSync(tarball)]) });
    try {
      const migrations = join(work, 'migrations');
      mkdirSync(migrations);
      const seed = join(work, 'seed.sql');
      writeFileSync(seed, 'create table public.should_not_exist (id int);');
      writeFileSync(join(migrations, '20990101000002_second.sql'), 'insert into public.bootstrap_probe values (2);');
      writeFileSync(join(migrations, '20990101000001_first.sql'), 'create table public.bootstrap_probe (n int);');
      const paths = { platformDir: PLATFORM_SQL_DIR, migrationsDir: migrations, seedFile: seed };

      const first = await bootstrapDatabase(engine, paths);
      expect(first).toEqual({ applied: ['20990101000001_first.sql', '20990101000002_second.sql'], seeded: false });
      expect(await bootstrapDatabase(engine, paths)).toEqual({ applied: [], seeded: false });

      writeFileSync(
        join(migrations, '20990101000003_broken.sql'),
        'insert into public.bootstrap_probe values (3); select no_such_function();',
      );
      await expect(bootstrapDatabase(engine, paths)).rejects.toThrow(/20990101000003_broken\.sql/);

      const state = await engine.transaction(null, async (tx) => ({
        probe: (await tx.query<{ n: number }>('select n from public.bootstrap_probe order by n')).rows.map((r) => r.n),
        versions: (
          await tx.query<{ version: string }>(
            `select version from supabase_migrations.schema_migrations where version like '2099%' order by version`,
          )
        ).rows.map((r) => r.version),
        seeded: (await tx.query('select 1 from pg_tables where tablename = $1', ['should_not_exist'])).rows.length,
      }));
      expect(state).toEqual({ probe: [2], versions: ['20990101000001', '20990101000002'], seeded: 0 });
    } finally {
      await engine.close();
    }
  });
});
