import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { compareSync, hashSync } from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaFiles } from '../schema-db.ts';

// local-supabase/sql/00-platform.sql: what hosted Supabase has before any migration.

/** Registers these tests on the shared seeded database of schema-sql.test.ts. */
export function platformSuite(getDb: () => PGlite): void {
  let db: PGlite;
  beforeAll(() => {
    db = getDb();
  });
  const [platformFile] = schemaFiles();

  async function one<T>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    return (await db.query<T>(sql, params)).rows[0];
  }

  describe('00-platform.sql', () => {
    it('is idempotent (it runs at every server start)', async () => {
      if (!platformFile) throw new Error('no platform file');
      await expect(db.exec(readFileSync(platformFile, 'utf8'))).resolves.toBeDefined();
    });

    it('creates the API roles like hosted Supabase', async () => {
      const roles = await db.query(
        'select rolname, rolcanlogin, rolbypassrls from pg_roles where rolname in ($1, $2, $3) order by rolname',
        ['anon', 'authenticated', 'service_role'],
      );
      expect(roles.rows).toEqual([
        { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
        { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
        { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
      ]);
    });

    it('reads the caller from request.jwt.claims or the older request.jwt.claim.sub', async () => {
      const claims = { sub: '00000000-0000-4000-8000-000000000b01', role: 'authenticated', email: 'a@b.co' };
      const fromClaims = await db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        return (await tx.query('select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> $1 as sub', ['sub']))
          .rows[0];
      });
      expect(fromClaims).toEqual({ uid: claims.sub, role: 'authenticated', email: 'a@b.co', sub: claims.sub });
      const fromSub = await db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [claims.sub]);
        return (await tx.query('select auth.uid() as uid')).rows[0];
      });
      expect(fromSub).toEqual({ uid: claims.sub });
      expect(await one('select auth.uid() as uid')).toEqual({ uid: null });
    });

    it('generates confirmed_at and the identity e-mail as GoTrue does', async () => {
      const row = await db.transaction(async (tx) => {
        const id = '00000000-0000-4000-8000-00000000e001';
        await tx.query(`insert into auth.users (id, email, email_confirmed_at) values ($1, 'a@b.co', '2026-01-02T00:00:00Z')`, [id]);
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, '{"email":"A@B.CO"}', 'email')`,
          [id],
        );
        const r = await tx.query(
          'select u.confirmed_at = u.email_confirmed_at as same, i.email from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1',
          [id],
        );
        await tx.rollback();
        return r.rows[0];
      });
      expect(row).toEqual({ same: true, email: 'a@b.co' });
    });

    it('keeps auth tables away from the API roles', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('set local role authenticated');
          await tx.query('select * from auth.users');
        }),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('grants what is created later in public to the API roles (RLS restricts)', async () => {
      const granted = await db.transaction(async (tx) => {
        await tx.query('create table public.probe (id int)');
        const r = await tx.query(`select has_table_privilege('anon', 'public.probe', 'select, insert') as anon`);
        await tx.rollback();
        return r.rows[0];
      });
      expect(granted).toEqual({ anon: true });
    });

    it('makes $2a$ bcrypt hashes that bcryptjs verifies, and verifies bcryptjs hashes stored as $2a$', async () => {
      const fromPg = await one<{ h: string }>(`select extensions.crypt('รหัสผ่าน#1', extensions.gen_salt('bf')) as h`);
      expect(fromPg?.h.startsWith('$2a$')).toBe(true);
      expect(compareSync('รหัสผ่าน#1', fromPg?.h ?? '')).toBe(true);
      const fromJs = hashSync('Learner#2026', 6).replace(/^\$2b\$/, '$2a$');
      expect(await one('select extensions.crypt($1, $2) = $2 as ok', ['Learner#2026', fromJs])).toEqual({ ok: true });
    });
  });
}
