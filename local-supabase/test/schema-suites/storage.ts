import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';

// local-supabase/sql/20-storage.sql: hosted Supabase's `storage` schema, before any migration.
const STORAGE_SQL = fileURLToPath(new URL('../../sql/20-storage.sql', import.meta.url));

class Rollback extends Error {}

/** Registers these tests on the shared seeded database of schema-sql.test.ts. */
export function storageSchemaSuite(getDb: () => PGlite): void {
  let db: PGlite;
  beforeAll(() => {
    db = getDb();
  });

  /** Runs `fn` in a transaction that is always rolled back. */
  async function rolledBack<T>(fn: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await db
      .transaction(async (tx) => {
        result = await fn(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    if (result === undefined) throw new Error('no result');
    return result;
  }

  describe('20-storage.sql', () => {
    it('is idempotent', async () => {
      await expect(db.exec(readFileSync(STORAGE_SQL, 'utf8'))).resolves.toBeDefined();
    });

    it('has hosted helpers for policies', async () => {
      const row = (
        await db.query(`select storage.foldername('u1/course/a.pdf') as folders, storage.filename('u1/course/a.pdf') as file,
        storage.extension('u1/course/a.pdf') as ext, storage.foldername('top.png') as none`)
      ).rows[0];
      expect(row).toEqual({ folders: ['u1', 'course'], file: 'a.pdf', ext: 'pdf', none: [] });
    });

    it('enables RLS on both tables and grants them to the API roles, as hosted', async () => {
      const rls = await db.query<{ relname: string; relrowsecurity: boolean }>(
        `select relname, relrowsecurity from pg_class where relnamespace = 'storage'::regnamespace and relname in ('buckets', 'objects') order by relname`,
      );
      expect(rls.rows).toEqual([
        { relname: 'buckets', relrowsecurity: true },
        { relname: 'objects', relrowsecurity: true },
      ]);
      for (const role of ['anon', 'authenticated', 'service_role']) {
        const grants = (
          await db.query(
            `select has_table_privilege($1, 'storage.objects', 'insert') as objects, has_table_privilege($1, 'storage.buckets', 'select') as buckets`,
            [role],
          )
        ).rows[0];
        expect({ role, grants }).toEqual({ role, grants: { objects: true, buckets: true } });
      }
    });

    it('takes a migration written for hosted Supabase: a bucket row and a policy on storage.objects', async () => {
      const uid = '00000000-0000-4000-8000-0000000000c1';
      const seen = await rolledBack(async (tx) => {
        await tx.query(
          `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ('t', 't', false, 1024, array['image/png'])`,
        );
        await tx.query(
          `create policy "t: own" on storage.objects for select to authenticated using (bucket_id = 't' and (storage.foldername(name))[1] = auth.uid()::text)`,
        );
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values ('t', $1 || '/a.png', '{"size": 3, "mimetype": "image/png"}'), ('t', 'someone-else/b.png', '{}')`,
          [uid],
        );
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: uid, role: 'authenticated' }),
        ]);
        const mine = await tx.query<{ name: string; path_tokens: string[]; size: string }>(
          `select name, path_tokens, metadata->>'size' as size from storage.objects`,
        );
        await tx.query(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`);
        const anon = await tx.query('select name from storage.objects');
        return { mine: mine.rows, anon: anon.rows };
      });
      expect(seen).toEqual({ mine: [{ name: `${uid}/a.png`, path_tokens: [uid, 'a.png'], size: '3' }], anon: [] });
    });
  });
}
