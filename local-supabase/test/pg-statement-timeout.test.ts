import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Hosted Supabase bounds every API request by its role's statement_timeout (anon 3 s, authenticated 8 s,
// service_role: authenticator's 8 s), applied per request as PostgREST does. A timed-out statement is
// PostgREST's 500 with SQLSTATE 57014. PostgreSQL only: PGlite has no statement timer (its single
// connection is bounded by the query budget of the REST layer instead), so this file skips there.
const onPostgres = Boolean(process.env['DATABASE_URL']);

describe.skipIf(!onPostgres)('statement_timeout per API role (PostgreSQL; skipped on PGlite, which has no statement timer)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    // Fixture functions of this test only (not in supabase/migrations), callable by every API role.
    await server.db.transaction(null, async (tx) => {
      await tx.query(`create function public.compat_pg_statement_timeout() returns text
        language sql stable as $$ select current_setting('statement_timeout') $$`);
      await tx.query(`create function public.compat_pg_sleep(seconds double precision) returns boolean
        language sql volatile as $$ select true from pg_sleep(seconds) $$`);
    });
  });
  afterAll(() => server.stop());

  it('applies anon 3 s, authenticated 8 s and service_role 8 s (authenticator) to each request', async () => {
    const member = await newUserClient(server, 'timeout-member@example.com');
    const seen = await Promise.all(
      [anonClient(server), member, serviceClient(server)].map(
        async (client) => (await client.rpc('compat_pg_statement_timeout')).data as unknown,
      ),
    );
    expect(seen).toEqual(['3s', '8s', '8s']);
  });

  it('cancels an anonymous statement after 3 s with PostgREST’s 500 and SQLSTATE 57014, and keeps answering others meanwhile', async () => {
    const started = Date.now();
    const slow = anonClient(server).rpc('compat_pg_sleep', { seconds: 6 });
    // Another request while the slow one holds a connection: answered at once, not queued behind it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quickStarted = Date.now();
    const quick = await anonClient(server).from('course_catalog').select('id').limit(1);
    expect(quick.error).toBeNull();
    expect(Date.now() - quickStarted).toBeLessThan(1500);

    const result = await slow;
    const elapsed = Date.now() - started;
    expect(result.data as unknown).toBeNull();
    expect(result.status).toBe(500);
    expect(result.error).toEqual({ code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(5500);
  });

  it('lets a signed-in member’s statement run past anon’s 3 s (up to 8 s)', async () => {
    const member = await newUserClient(server, 'timeout-long@example.com');
    const result = await member.rpc('compat_pg_sleep', { seconds: 3.5 });
    expect(result.error).toBeNull();
    expect(result.data as unknown).toBe(true);
  });

  it('the timeout is per transaction: the connection it ran on serves the next request without one left behind', async () => {
    const service = serviceClient(server);
    // Ten service-role requests after anon's timed-out one: none may inherit anon's 3 s.
    const seen = await Promise.all(
      Array.from({ length: 10 }, async () => (await service.rpc('compat_pg_statement_timeout')).data as unknown),
    );
    expect(new Set(seen)).toEqual(new Set(['8s']));
  });
});
