import type { SupabaseClient } from '@supabase/supabase-js';
import type { Hono } from 'hono';
import type { Database } from '../../db/types.ts';
import type { AppEnv } from '../../http/context.ts';
import { FIXTURE_SQL } from './fixture-sql.ts';
import { createTestDatabase } from './pglite-database.ts';
import { createPostgresFixtureDb } from './postgres-fixture-db.ts';
import { createTestApp, testClient } from './rest-test-client.ts';

export const USER_A = '00000000-0000-4000-8000-00000000000a';
export const USER_B = '00000000-0000-4000-8000-00000000000b';

export interface Fixture {
  db: Database;
  app: Hono<AppEnv>;
  anon: SupabaseClient;
  service: SupabaseClient;
  userA: SupabaseClient;
  userB: SupabaseClient;
}

/**
 * The fixture school per test file: in PGlite (creating one costs seconds), or
 * in a throw-away database on the PostgreSQL server DATABASE_URL points at.
 */
export async function createFixture(): Promise<Fixture> {
  const serverUrl = process.env['DATABASE_URL'];
  const db = serverUrl ? await createPostgresFixtureDb(serverUrl, FIXTURE_SQL) : await createTestDatabase(FIXTURE_SQL);
  const app = createTestApp(db);
  return {
    db,
    app,
    anon: testClient(app, 'anon'),
    service: testClient(app, 'service'),
    userA: testClient(app, `user:${USER_A}`),
    userB: testClient(app, `user:${USER_B}`),
  };
}
