import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import type { TestServer } from './harness.ts';
import { rest, startCompatServer } from './rest-rpc-fixture.ts';

// PostgREST 12/13 `Prefer` behaviours on tables through unmodified supabase-js; raw fetch only where
// supabase-js cannot send the preference or show the header. Server default db-tx-end=commit (as hosted).

// A type alias, not an interface: supabase-js's table types need an index-compatible row.
type Item = { id: number; name: string; qty: number; tag: string };

/** The fixture table typed for a PostgREST 13 client, the version whose types allow `.maxAffected()`. */
interface Db13 {
  __InternalSupabase: { PostgrestVersion: '13' };
  public: {
    Tables: { compat_rpc_items: { Row: Item; Insert: Partial<Item>; Update: Partial<Item>; Relationships: [] } };
    Views: { [name: string]: never };
    Functions: { [name: string]: never };
  };
}

type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

let server: TestServer;
let anon: SupabaseClient;
let anon13: SupabaseClient<Db13>;

beforeAll(async () => {
  server = await startCompatServer();
  anon = anonClient(server);
  anon13 = createClient<Db13>(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as RealtimeOptions['transport'] },
  });
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const qtyOf = async (id: number): Promise<unknown> => (await anon.from('compat_rpc_items').select('qty').eq('id', id).single()).data;

describe('handling', () => {
  it('handling=strict refuses unknown or invalid preferences with 400 PGRST122; lenient (the default) ignores them', async () => {
    const strict = await rest(server, '/compat_rpc_items', { headers: { Prefer: 'handling=strict, foo, bar, count=maybe' } });
    expect([strict.status, await strict.json()]).toEqual([
      400,
      {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: foo, bar, count=maybe',
        hint: null,
      },
    ]);
    const lenient = await rest(server, '/compat_rpc_items?select=id&limit=1', { headers: { Prefer: 'handling=lenient, foo, bar' } });
    expect([lenient.status, lenient.headers.get('Preference-Applied')]).toEqual([200, 'handling=lenient']);
    const strictWrite = await rest(server, '/compat_rpc_items', {
      method: 'POST',
      headers: { ...JSON_HEADERS, Prefer: 'handling=strict, return=everything' },
      body: '{"name":"no"}',
    });
    expect([strictWrite.status, await strictWrite.json()]).toEqual([
      400,
      expect.objectContaining({ details: 'Invalid preferences: return=everything' }),
    ]);
    const zone = await rest(server, '/compat_rpc_items?limit=1', { headers: { Prefer: 'handling=strict, timezone=Mars/Olympus' } });
    expect([zone.status, await zone.json()]).toEqual([
      400,
      expect.objectContaining({ details: 'Invalid preferences: timezone=Mars/Olympus' }),
    ]);
  });
});

describe('timezone', () => {
  it('timezone=<zone> renders timestamps in that zone for the request; an unknown zone is ignored (lenient)', async () => {
    const bangkok = await rest(server, '/compat_rpc_items?select=made_at&id=eq.1', { headers: { Prefer: 'timezone=Asia/Bangkok' } });
    expect([await bangkok.json(), bangkok.headers.get('Preference-Applied')]).toEqual([
      [{ made_at: '2026-01-01T07:00:00+07:00' }],
      'timezone=Asia/Bangkok',
    ]);
    const unknown = await rest(server, '/compat_rpc_items?select=id&id=eq.1', { headers: { Prefer: 'timezone=Mars/Olympus' } });
    expect([unknown.status, unknown.headers.get('Preference-Applied')]).toEqual([200, null]);
    const write = await rest(server, '/compat_rpc_items?id=eq.1&select=made_at', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, Prefer: 'timezone=America/New_York, return=representation' },
      body: '{"tag":"zoned"}',
    });
    expect([await write.json(), write.headers.get('Preference-Applied')]).toEqual([
      [{ made_at: '2025-12-31T19:00:00-05:00' }],
      'return=representation, timezone=America/New_York',
    ]);
  });
});

describe('max-affected', () => {
  it('.maxAffected(n) on update and delete: more rows is 400 PGRST124 and nothing changes', async () => {
    const update = await anon13.from('compat_rpc_items').update({ tag: 'bulk' }).lte('id', 3).maxAffected(2);
    expect([update.status, update.error?.code, update.error?.message, update.error?.details]).toEqual([
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      'The query affects 3 rows',
    ]);
    expect((await anon.from('compat_rpc_items').select('id').eq('tag', 'bulk')).data).toEqual([]);
    const remove = await anon13.from('compat_rpc_items').delete().gte('id', 1).maxAffected(1);
    expect([remove.status, remove.error?.code]).toEqual([400, 'PGRST124']);
    expect((await anon.from('compat_rpc_items').select('id', { count: 'exact', head: true }).lte('id', 5)).count).toBe(5);
    const within = await anon13.from('compat_rpc_items').update({ tag: 'two' }).in('id', [4, 5]).maxAffected(2).select('id');
    expect([within.status, within.data]).toEqual([200, [{ id: 4 }, { id: 5 }]]);
  });

  it('without handling=strict max-affected is not applied (as PostgREST)', async () => {
    const response = await rest(server, '/compat_rpc_items?id=in.(4,5)', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, Prefer: 'max-affected=1' },
      body: '{"tag":"lenient"}',
    });
    expect([response.status, response.headers.get('Preference-Applied'), response.headers.get('Content-Range')]).toEqual([
      204,
      null,
      '0-1/*',
    ]);
  });
});

describe('missing=default', () => {
  it('insert with defaultToNull: false: absent columns take their DEFAULT across a multi-row body', async () => {
    const { data, status } = await anon
      .from('compat_rpc_items')
      .insert([{ name: 'one' }, { name: 'two', qty: 7 }, { name: 'three', tag: 'own' }], { defaultToNull: false })
      .select('name, qty, tag');
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: 'one', qty: 1, tag: 'none' },
      { name: 'two', qty: 7, tag: 'none' },
      { name: 'three', qty: 1, tag: 'own' },
    ]);
    // A key that is present keeps its value, even null (here refused by the not-null column).
    const explicitNull = await anon.from('compat_rpc_items').insert([{ name: 'six', qty: null }], { defaultToNull: false });
    expect([explicitNull.status, explicitNull.error?.code]).toEqual([400, '23502']);
    // Without it a missing key is null, so the not-null column refuses the row.
    const nulls = await anon.from('compat_rpc_items').insert([{ name: 'four' }, { name: 'five', qty: 2 }]);
    expect([nulls.status, nulls.error?.code]).toEqual([400, '23502']);
  });

  it('upsert with defaultToNull: false keeps defaults for new rows', async () => {
    const { data } = await anon
      .from('compat_rpc_items')
      .upsert([{ id: 300, name: 'fresh' }], { defaultToNull: false })
      .select('id, qty, tag');
    expect(data).toEqual([{ id: 300, qty: 1, tag: 'none' }]);
  });
});

describe('upsert status', () => {
  it('merge-duplicates: 201 when any row is new, 200 when every row already existed; ignore-duplicates: 201', async () => {
    const updatedOnly = await anon.from('compat_rpc_items').upsert([
      { id: 1, name: 'pen' },
      { id: 2, name: 'ink' },
    ]);
    expect(updatedOnly.status).toBe(200);
    const mixed = await anon
      .from('compat_rpc_items')
      .upsert([
        { id: 1, name: 'pen' },
        { id: 310, name: 'new' },
      ])
      .select('id');
    expect([mixed.status, mixed.data]).toEqual([201, [{ id: 1 }, { id: 310 }]]);
    const ignored = await anon.from('compat_rpc_items').upsert({ id: 1, name: 'ignored' }, { ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    expect((await anon.from('compat_rpc_items').select('name').eq('id', 1).single()).data).toEqual({ name: 'pen' });
  });
});

describe('return', () => {
  it('return=headers-only: 201 with Location and no body; return=minimal: 201, no body, no Location', async () => {
    const headersOnly = await rest(server, '/compat_rpc_items', {
      method: 'POST',
      headers: { ...JSON_HEADERS, Prefer: 'return=headers-only' },
      body: '{"id":320,"name":"located"}',
    });
    expect([headersOnly.status, headersOnly.headers.get('Location'), await headersOnly.text()]).toEqual([
      201,
      '/compat_rpc_items?id=eq.320',
      '',
    ]);
    expect(headersOnly.headers.get('Preference-Applied')).toBe('return=headers-only');
    const minimal = await rest(server, '/compat_rpc_items', {
      method: 'POST',
      headers: { ...JSON_HEADERS, Prefer: 'return=minimal' },
      body: '{"name":"quiet"}',
    });
    expect([minimal.status, minimal.headers.get('Location'), await minimal.text(), minimal.headers.get('Content-Range')]).toEqual([
      201,
      null,
      '',
      '*/*',
    ]);
  });

  it('Preference-Applied lists what was honoured, in PostgREST order', async () => {
    const response = await rest(server, '/compat_rpc_items', {
      method: 'POST',
      headers: { ...JSON_HEADERS, Prefer: 'count=exact, return=representation, resolution=merge-duplicates, missing=default, tx=rollback' },
      body: '[{"id":330,"name":"listed"}]',
    });
    expect([response.status, response.headers.get('Content-Range')]).toEqual([201, '*/1']);
    // tx=rollback is not applied: the server keeps hosted's db-tx-end=commit.
    expect(response.headers.get('Preference-Applied')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact',
    );
  });
});

describe('count', () => {
  it('count=exact|estimated: 206 and 0-1/N for a partial page, 200 for all rows, */0 when empty', async () => {
    // estimated is exact up to db-max-rows; planned is the planner's estimate (test/rest-fidelity.test.ts).
    for (const count of ['exact', 'estimated'] as const) {
      const page = await anon.from('compat_rpc_items').select('id', { count }).lte('id', 5).order('id').range(0, 1);
      expect([count, page.status, page.count, page.data]).toEqual([count, 206, 5, [{ id: 1 }, { id: 2 }]]);
    }
    const all = await anon.from('compat_rpc_items').select('id', { count: 'exact' }).lte('id', 5);
    expect([all.status, all.count]).toEqual([200, 5]);
    const empty = await rest(server, '/compat_rpc_items?id=eq.999', { headers: { Prefer: 'count=exact' } });
    expect([empty.status, empty.headers.get('Content-Range'), await empty.json()]).toEqual([200, '*/0', []]);
    const partial = await rest(server, '/compat_rpc_items?id=lte.5&order=id&offset=3', { headers: { Prefer: 'count=exact' } });
    expect([partial.status, partial.headers.get('Content-Range')]).toEqual([206, '3-4/5']);
  });

  it('count on writes: insert and delete give */n, update 0-(n-1)/n', async () => {
    const update = await anon.from('compat_rpc_items').update({ tag: 'counted' }, { count: 'exact' }).in('id', [4, 5]);
    expect([update.status, update.count]).toEqual([204, 2]);
    const raw = await rest(server, '/compat_rpc_items?id=in.(4,5)', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, Prefer: 'count=exact' },
      body: '{"tag":"x"}',
    });
    expect(raw.headers.get('Content-Range')).toBe('0-1/2');
    const insert = await anon.from('compat_rpc_items').insert([{ name: 'c1' }, { name: 'c2' }], { count: 'exact' });
    expect([insert.status, insert.count]).toEqual([201, 2]);
  });

  it('tx=rollback is ignored under the hosted default db-tx-end=commit: the write stays', async () => {
    const { status } = await anon.from('compat_rpc_items').update({ qty: 50 }).eq('id', 3).rollback();
    expect(status).toBe(204);
    expect(await qtyOf(3)).toEqual({ qty: 50 });
  });
});
