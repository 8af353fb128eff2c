import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// The issue's attack: one anonymous request nesting embeds back and forth (courses ->
// lessons -> courses -> ...) took 11-29 s and tens of MB, and stalled every other
// request. Bounds: embedding depth (DB_MAX_EMBED_DEPTH, default 4), response size
// (DB_MAX_RESPONSE_BYTES) and, on PGlite, a query budget estimated before running
// (DB_QUERY_BUDGET_MS); on PostgreSQL other requests run beside it on other connections.

/** `lessons(*,courses(*,lessons(*,...)))`, `depth` levels deep. */
function nestedEmbed(depth: number): string {
  const names = Array.from({ length: depth }, (_, i) => (i % 2 === 0 ? 'lessons' : 'courses'));
  return names.reduceRight((inner, name) => `${name}(*${inner === '' ? '' : `,${inner}`})`, '');
}

async function timed(request: Promise<Response>): Promise<{ status: number; body: { code?: string; message?: string }; ms: number }> {
  const started = Date.now();
  const res = await request;
  const text = await res.text();
  const body =
    (res.headers.get('Content-Type') ?? '').includes('json') && text.length < 100_000 ? (JSON.parse(text) as { code?: string }) : {};
  return { status: res.status, body, ms: Date.now() - started };
}

describe('default bounds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());
  const get = (path: string): Promise<Response> => fetch(`${server.url}/rest/v1${path}`, { headers: { apikey: server.anonKey } });

  test('five levels of embedding are refused at once with a PostgREST-shaped 400', async () => {
    const refused = await timed(get(`/courses?select=*,${nestedEmbed(5)}`));
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      400,
      'LS101',
      'Embedding is nested 5 levels deep; local-supabase allows 4',
    ]);
    expect(refused.ms).toBeLessThan(2000);
  });

  test('four levels are answered', async () => {
    const answered = await timed(get(`/courses?select=id,lessons(id,courses(id,lessons(id)))&limit=1`));
    expect(answered.status).toBe(200);
  });
});

describe('with deeper embedding allowed and a small response bound', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DB_MAX_EMBED_DEPTH: '10', DB_MAX_RESPONSE_BYTES: '4096' } });
  });
  afterAll(() => server.stop());
  const get = (path: string): Promise<Response> => fetch(`${server.url}/rest/v1${path}`, { headers: { apikey: server.anonKey } });

  test('a response over DB_MAX_RESPONSE_BYTES is refused with a PostgREST-shaped 400', async () => {
    const big = await timed(get('/courses?select=*'));
    expect([big.status, big.body.code]).toEqual([400, 'LS102']);
    expect(big.body.message).toMatch(/^The response would be \d+ bytes; local-supabase sends at most 4096$/);
    expect((await timed(get('/courses?select=id'))).status).toBe(200);
  });

  test('the eight-level attack is refused or bounded, and a simple request is answered quickly meanwhile', async () => {
    const attack = timed(get(`/courses?select=*,${nestedEmbed(8)}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const simple = await timed(get('/courses?select=id&limit=1'));
    expect(simple.status).toBe(200);
    expect(simple.ms).toBeLessThan(2000);
    const outcome = await attack;
    if (server.db.engine === 'pglite') {
      // Refused before it ran: PostgreSQL's statement-timeout error, as hosted Supabase would answer.
      expect([outcome.status, outcome.body.code, outcome.body.message]).toEqual([
        500,
        '57014',
        'canceling statement due to statement timeout',
      ]);
      expect(outcome.ms).toBeLessThan(3000);
    } else {
      // PostgreSQL answers others on other connections while it runs; the roles' statement_timeout
      // (anon 3 s where configured) cancels it, otherwise the response bound refuses the result.
      expect([
        [500, '57014'],
        [400, 'LS102'],
      ]).toContainEqual([outcome.status, outcome.body.code]);
    }
  }, 60_000);
});
