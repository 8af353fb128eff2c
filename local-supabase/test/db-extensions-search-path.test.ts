import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 29 item 4: hosted Supabase has `extensions` on the database's search_path, so a migration or seed
// calls pgcrypto's gen_salt()/crypt() without a schema (storage-js's own seed does).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('the default search_path', () => {
  it('is "$user", public, extensions for the database, as on hosted', async () => {
    const setting = await server.db.transaction(null, (tx) =>
      tx.query<{ setconfig: string[] }>(
        `select s.setconfig from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
          where d.datname = current_database() and s.setrole = 0`,
      ),
    );
    expect(setting.rows[0]?.setconfig).toContain('search_path="$user", public, extensions');
  });

  it('finds pgcrypto without a schema: crypt(…, gen_salt(…)) as in a seed', async () => {
    const result = await server.db.transaction(null, (tx) =>
      tx.query<{ ok: boolean }>(`select crypt('password123', gen_salt('bf')) like '$2a$%' as ok`),
    );
    expect(result.rows[0]?.ok).toBe(true);
  });
});
