import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createCompatWire } from './rest-wire-fixture.ts';

// Ranges as PostgREST 12/13 reads and answers them: limit/offset (supabase-js .range()),
// the Range / Range-Unit headers, Content-Range, 206 and 416 PGRST103, and db-max-rows
// (hosted default 1000) on a fixture table of 1 500 rows.

let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await createCompatWire(server.db);
  anon = anonClient(server);
});
afterAll(() => server.stop());

const rest = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${server.url}/rest/v1${path}`, { headers: { apikey: server.anonKey, ...headers } });

const ids = (from: number, to: number): { id: number }[] => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

describe('db-max-rows', () => {
  test('a select without a limit answers at most 1000 rows, and Content-Range says so', async () => {
    const all = await anon.from('compat_wire_rows').select('id').order('id');
    expect([all.status, all.data?.length, all.data?.at(-1)]).toEqual([200, 1000, { id: 1000 }]);
    const counted = await anon.from('compat_wire_rows').select('id', { count: 'exact' }).order('id');
    expect([counted.status, counted.count, counted.data?.length]).toEqual([206, 1500, 1000]);
    const raw = await rest('/compat_wire_rows?select=id', { Prefer: 'count=exact' });
    expect([raw.status, raw.headers.get('Content-Range')]).toEqual([206, '0-999/1500']);
  });

  test('a page past the first thousand is still reachable, and larger limits are cut to 1000', async () => {
    const page = await anon.from('compat_wire_rows').select('id').order('id').range(1000, 1499);
    expect([page.data?.length, page.data?.[0], page.data?.at(-1)]).toEqual([500, { id: 1001 }, { id: 1500 }]);
    const raw = await rest('/compat_wire_rows?select=id&order=id&offset=100&limit=5000');
    expect([raw.headers.get('Content-Range'), ((await raw.json()) as unknown[]).length]).toEqual(['100-1099/*', 1000]);
  });
});

describe('set-returning rpc', () => {
  test('db-max-rows caps it, .range() pages it, and .csv() formats it', async () => {
    const all = await anon.rpc('compat_wire_all_rows').select('id');
    expect([all.status, (all.data as unknown[] | null)?.length]).toEqual([200, 1000]);
    const page = await anon.rpc('compat_wire_all_rows').select('id').range(1495, 1499);
    expect(page.data).toEqual(ids(1496, 1500));
    const csv = await anon.rpc('compat_wire_all_rows').select('id,label').limit(2).csv();
    expect([csv.status, csv.data]).toEqual([200, 'id,label\n1,"row 1"\n2,"row 2"']);
    const raw = await fetch(`${server.url}/rest/v1/rpc/compat_wire_all_rows?select=id`, {
      headers: { apikey: server.anonKey, Range: '0-2', 'Range-Unit': 'items' },
    });
    expect([raw.headers.get('Content-Range'), await raw.json()]).toEqual(['0-2/*', ids(1, 3)]);
  });
});

describe('Range and Range-Unit', () => {
  test('.range() is limit/offset; counted partial pages are 206', async () => {
    const page = await anon.from('compat_wire_rows').select('id').order('id').range(10, 14);
    expect([page.status, page.data]).toEqual([200, ids(11, 15)]);
    const counted = await anon.from('compat_wire_rows').select('id', { count: 'exact' }).order('id').range(10, 14);
    expect([counted.status, counted.count]).toEqual([206, 1500]);
  });

  test('the Range header selects rows and Content-Range answers it', async () => {
    const res = await rest('/compat_wire_rows?select=id&order=id', { Range: '5-9', 'Range-Unit': 'items' });
    expect([res.status, res.headers.get('Content-Range'), await res.json()]).toEqual([200, '5-9/*', ids(6, 10)]);
    const open = await rest('/compat_wire_rows?select=id&order=id', { Range: '1495-', 'Range-Unit': 'items', Prefer: 'count=exact' });
    expect([open.status, open.headers.get('Content-Range'), await open.json()]).toEqual([206, '1495-1499/1500', ids(1496, 1500)]);
  });

  test('Range and limit/offset intersect', async () => {
    const res = await rest('/compat_wire_rows?select=id&order=id&offset=2&limit=3', { Range: '0-9', 'Range-Unit': 'items' });
    expect([res.headers.get('Content-Range'), await res.json()]).toEqual(['2-4/*', ids(3, 5)]);
  });

  test('a negative limit is 416 PGRST103 as well', async () => {
    const res = await rest('/compat_wire_rows?select=id&limit=-1');
    expect([res.status, ((await res.json()) as { details: string }).details]).toEqual([
      416,
      'Limit should be greater than or equal to zero.',
    ]);
  });

  test('an upside-down Range is 416 PGRST103', async () => {
    const res = await rest('/compat_wire_rows?select=id', { Range: '9-5', 'Range-Unit': 'items' });
    expect(res.status).toBe(416);
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      hint: null,
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
  });

  test('a counted read starting past the end is 416 PGRST103 with the total', async () => {
    const past = await anon.from('compat_wire_rows').select('id', { count: 'exact' }).range(2000, 2009);
    expect([past.status, past.error]).toEqual([
      416,
      expect.objectContaining({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 2000 was requested, but there are only 1500 rows.',
      }),
    ]);
    const raw = await rest('/compat_wire_rows?select=id&offset=2000', { Prefer: 'count=exact' });
    expect([raw.status, raw.headers.get('Content-Range')]).toEqual([416, '*/1500']);
    // Without a count PostgREST cannot know: an empty page.
    const uncounted = await rest('/compat_wire_rows?select=id&offset=2000');
    expect([uncounted.status, uncounted.headers.get('Content-Range'), await uncounted.json()]).toEqual([200, '*/*', []]);
  });

  test('HEAD counts like GET but, as in PostgREST, reads no Range header', async () => {
    const head = await anon.from('compat_wire_rows').select('*', { count: 'exact', head: true });
    expect([head.status, head.count]).toEqual([206, 1500]);
    const raw = await fetch(`${server.url}/rest/v1/compat_wire_rows?select=id`, {
      method: 'HEAD',
      headers: { apikey: server.anonKey, Range: '0-1', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect([raw.status, raw.headers.get('Content-Range')]).toEqual([206, '0-999/1500']);
  });
});
