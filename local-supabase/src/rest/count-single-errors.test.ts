import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from './testing/fixture-app.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
}, 60_000);
afterAll(() => f.db.close());

describe('count and Content-Range', () => {
  test('head with exact count, and a counted page', async () => {
    const head = await f.anon.from('courses').select('*', { count: 'exact', head: true });
    expect([head.status, head.count, head.data]).toEqual([200, 3, null]);
    const page = await f.anon.from('courses').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect([page.status, page.count, page.data]).toEqual([206, 3, [{ id: 1 }, { id: 2 }]]);
    const raw = await f.app.request('/rest/v1/courses?select=id&offset=1&limit=5', { headers: { Prefer: 'count=planned' } });
    // A planner's estimate, not the exact 3 (test/rest-fidelity.test.ts pins it to the plan's own row count).
    expect(raw.headers.get('Content-Range')).toMatch(/^1-2\/\d+$/);
    const empty = await f.app.request('/rest/v1/courses?id=eq.99');
    expect([empty.headers.get('Content-Range'), await empty.text()]).toEqual(['*/*', '[]']);
  });
});

describe('single and maybeSingle', () => {
  test('single gives an object, or 406 PGRST116 with PostgREST body', async () => {
    expect((await f.anon.from('courses').select('id').eq('id', 2).single()).data).toEqual({ id: 2 });
    const none = await f.app.request('/rest/v1/courses?id=eq.99', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(none.status).toBe(406);
    expect(await none.json()).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await f.anon.from('courses').select('id').single();
    expect([many.status, many.error?.code, many.error?.details]).toEqual([406, 'PGRST116', 'The result contains 3 rows']);
  });

  test('stripNulls drops null fields; an unserved media type is 406 PGRST107', async () => {
    expect((await f.anon.from('courses').select('id, meta').eq('id', 3).stripNulls()).data).toEqual([{ id: 3 }]);
    expect((await f.anon.from('courses').select('id, meta').eq('id', 3).single().stripNulls()).data).toEqual({ id: 3 });
    const xml = await f.app.request('/rest/v1/courses?select=id', { headers: { Accept: 'application/xml' } });
    expect([xml.status, ((await xml.json()) as { code: string; message: string }).message]).toEqual([
      406,
      'None of these media types are available: application/xml',
    ]);
  });

  test('maybeSingle: null for no row, the row for one, an error for several', async () => {
    expect((await f.anon.from('courses').select('id').eq('id', 99).maybeSingle()).data).toBeNull();
    expect((await f.anon.from('courses').select('id').eq('id', 1).maybeSingle()).data).toEqual({ id: 1 });
    expect((await f.anon.from('courses').select('id').maybeSingle()).error?.code).toBe('PGRST116');
  });
});

describe('errors are PostgREST-shaped and never 5xx for client mistakes', () => {
  test('missing table, unknown column, bad filter, bad embed path', async () => {
    const table = await f.anon.from('coursez').select('*');
    expect([table.status, table.error?.code, table.error?.message, table.error?.hint]).toEqual([
      404,
      'PGRST205',
      "Could not find the table 'public.coursez' in the schema cache",
      "Perhaps you meant the table 'public.courses'",
    ]);
    const column = await f.anon.from('courses').select('nope');
    expect([column.status, column.error?.code, column.error?.message]).toEqual([400, '42703', 'column courses.nope does not exist']);
    expect((await f.anon.from('courses').select('id').eq('nope', 1)).error?.code).toBe('42703');
    expect((await f.anon.from('courses').select('id').order('nope')).error?.code).toBe('42703');
    const filter = await f.anon.from('courses').select('id').filter('id', 'zz', '1');
    expect([filter.status, filter.error?.code]).toEqual([400, 'PGRST100']);
    const path = await f.anon.from('courses').select('id').eq('ghost.title', 'x');
    expect([path.status, path.error?.code]).toEqual([400, 'PGRST108']);
  });

  test('a value Postgres cannot read is 400 22P02, not a server error', async () => {
    const bad = await f.anon.from('courses').select('id').eq('id', 'abc');
    expect([bad.status, bad.error?.code]).toEqual([400, '22P02']);
  });

  test('a table created after the first request is found (schema cache reload)', async () => {
    expect((await f.anon.from('late_table').select('*')).error?.code).toBe('PGRST205');
    await f.db.transaction(null, async (tx) => {
      await tx.query('create table late_table (id int)');
      await tx.query('grant select on late_table to anon');
    });
    const late = await f.anon.from('late_table').select('*');
    expect([late.status, late.data]).toEqual([200, []]);
  });

  test('a schema other than public is refused', async () => {
    const res = await f.app.request('/rest/v1/courses', { headers: { 'Accept-Profile': 'auth' } });
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([406, 'PGRST106']);
  });
});
