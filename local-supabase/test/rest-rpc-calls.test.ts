import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import type { TestServer } from './harness.ts';
import { rest, startCompatServer } from './rest-rpc-fixture.ts';

// PostgREST 12/13 RPC behaviours through unmodified supabase-js (raw fetch only for bodies and headers
// supabase-js cannot send or show). Fixtures: test/rest-rpc-fixture.ts.

let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startCompatServer();
  anon = anonClient(server);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const HINT_203 = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

describe('choosing the function', () => {
  it('overloads are chosen by the argument names given', async () => {
    expect((await anon.rpc('compat_rpc_pick', { a: 2 })).data).toBe('one:2');
    expect((await anon.rpc('compat_rpc_pick', { a: 2, b: 3 })).data).toBe('two:5');
    expect((await anon.rpc('compat_rpc_pick', { a: 2, b: 3 }, { get: true })).data).toBe('two:5');
  });

  it('overloads the names cannot tell apart: 300 PGRST203 with the candidates and the hint', async () => {
    const { error, status } = await anon.rpc('compat_rpc_same', { x: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: HINT_203,
      message:
        'Could not choose the best candidate function between: public.compat_rpc_same(x => integer), public.compat_rpc_same(x => text)',
    });
  });

  it('no fitting function: 404 PGRST202 worded as PostgREST, with the closest parameter list or name as hint', async () => {
    const wrong = await anon.rpc('compat_rpc_add', { a: 1, c: 2 });
    expect(wrong.status).toBe(404);
    expect(wrong.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.compat_rpc_add(a, c) in the schema cache',
      details:
        'Searched for the function public.compat_rpc_add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.compat_rpc_add(a, b)',
    });
    const typo = await anon.rpc('compat_rpc_ad', { a: 1 }, { get: true });
    expect(typo.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.compat_rpc_ad(a) in the schema cache',
      details: 'Searched for the function public.compat_rpc_ad with parameter a, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.compat_rpc_add',
    });
  });
});

describe('arguments', () => {
  it('a single unnamed json parameter takes the whole JSON body', async () => {
    const echoed: unknown = (await anon.rpc('compat_rpc_echo_json', { any: 'shape', n: [1, 2] })).data;
    expect(echoed).toEqual({ any: 'shape', n: [1, 2] });
  });

  it('a single unnamed text or bytea parameter takes a text/plain or octet-stream body', async () => {
    const text = await rest(server, '/rpc/compat_rpc_echo_text', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'สวัสดี',
    });
    expect([text.status, await text.json()]).toEqual([200, 'got:สวัสดี']);
    const bytes = await rest(server, '/rpc/compat_rpc_byte_count', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([0, 255, 1, 128]),
    });
    expect([bytes.status, await bytes.json()]).toEqual([200, 4]);
    const noText = await rest(server, '/rpc/compat_rpc_add', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(await noText.json()).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.compat_rpc_add in the schema cache',
      details:
        'Searched for the function public.compat_rpc_add with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('composite and row-type arguments are JSON objects; arrays are JSON arrays (POST) or {a,b} (GET)', async () => {
    expect((await anon.rpc('compat_rpc_norm', { p: { x: 3, y: 4 } })).data).toBe(25);
    expect((await anon.rpc('compat_rpc_label', { item: { id: 9, name: 'pen', qty: 2, tag: 'x' } })).data).toBe('pen x2');
    expect((await anon.rpc('compat_rpc_tag_len', { tags: ['a', 'b', 'c'] })).data).toBe(3);
    expect((await anon.rpc('compat_rpc_tag_len', { tags: ['a', 'b'] }, { get: true })).data).toBe(2);
    const bad = await anon.rpc('compat_rpc_add', { a: 'one', b: 1 });
    expect([bad.status, bad.error?.code]).toEqual([400, '22P02']);
  });

  it('Prefer: params=single-object passes the body as the one json parameter', async () => {
    const response = await rest(server, '/rpc/compat_rpc_single', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
      body: JSON.stringify({ a: 2, b: 5 }),
    });
    expect([response.status, await response.json()]).toEqual([200, { sum: 7 }]);
    expect(response.headers.get('Preference-Applied')).toBe('params=single-object');
  });
});

describe('results', () => {
  it('a scalar result is the bare JSON value; setof scalar is an array', async () => {
    const scalar = await rest(server, '/rpc/compat_rpc_add?a=20&b=22');
    expect([scalar.status, await scalar.text()]).toEqual([200, '42']);
    expect((await anon.rpc('compat_rpc_series', { n: 3 })).data).toEqual([1, 2, 3]);
  });

  it('set-returning results take filters, order, limit and select', async () => {
    const { data } = await anon
      .rpc('compat_rpc_items_over', { min_qty: 5 })
      .select('name, qty')
      .lt('qty', 20)
      .order('qty', { ascending: false })
      .limit(2);
    expect(data).toEqual([
      { name: 'cap', qty: 13 },
      { name: 'pad', qty: 8 },
    ]);
    const viaGet = await anon.rpc('compat_rpc_items_over', { min_qty: 5 }, { get: true }).select('id').eq('name', 'ink');
    expect(viaGet.data).toEqual([{ id: 2 }]);
  });

  it('count=exact on rpc: Content-Range total, 206 for a partial page, 200 for the whole', async () => {
    const page = await anon.rpc('compat_rpc_items_over', {}, { count: 'exact' }).range(0, 1);
    expect([page.status, page.count, (page.data as unknown[] | null)?.length]).toEqual([206, 5, 2]);
    const whole = await anon.rpc('compat_rpc_items_over', { min_qty: 10 }, { count: 'exact' });
    expect([whole.status, whole.count]).toEqual([200, 2]);
    const head = await anon.rpc('compat_rpc_items_over', { min_qty: 100 }, { head: true, count: 'exact' });
    expect([head.status, head.count, head.data]).toEqual([200, 0, null]);
    const raw = await rest(server, '/rpc/compat_rpc_items_over?limit=2&offset=1', { headers: { Prefer: 'count=exact' } });
    expect([raw.status, raw.headers.get('Content-Range'), raw.headers.get('Preference-Applied')]).toEqual([206, '1-2/5', 'count=exact']);
  });
});

describe('access mode', () => {
  it('GET runs read-only: a volatile function that writes is 405 25006; POST may write', async () => {
    const get = await anon.rpc('compat_rpc_bump', { item_id: 1 }, { get: true });
    expect([get.status, get.error?.code]).toEqual([405, '25006']);
    expect((await anon.rpc('compat_rpc_bump', { item_id: 1 })).data).toBe(4);
    // Volatility alone does not refuse GET: PostgREST runs it read-only and only a write fails.
    expect((await anon.rpc('compat_rpc_double', { n: 21 }, { get: true })).data).toBe(42);
  });

  it('POST to a stable function runs read-only too (25006 → 405), as PostgREST does', async () => {
    const { status, error } = await anon.rpc('compat_rpc_sneaky');
    expect([status, error?.code, error?.message]).toEqual([405, '25006', 'cannot execute nextval() in a read-only transaction']);
  });

  it('max-affected with handling=strict: PGRST124 when the function returns more rows, PGRST128 for a scalar', async () => {
    const over = await rest(server, '/rpc/compat_rpc_items_over', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=2' },
      body: '{}',
    });
    expect([over.status, await over.json()]).toEqual([
      400,
      {
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 5 rows',
        hint: null,
      },
    ]);
    const scalar = await rest(server, '/rpc/compat_rpc_add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=2' },
      body: '{"a":1,"b":2}',
    });
    expect(scalar.status).toBe(400);
    expect(await scalar.json()).toMatchObject({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
    const within = await rest(server, '/rpc/compat_rpc_items_over?min_qty=10', { headers: { Prefer: 'handling=strict, max-affected=2' } });
    expect([within.status, within.headers.get('Preference-Applied')]).toEqual([200, 'handling=strict, max-affected=2']);
  });
});
