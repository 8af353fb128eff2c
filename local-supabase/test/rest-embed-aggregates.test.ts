import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { installEmbedFixture } from './rest-embed-fixture.ts';

// PostgREST's aggregate functions with db-aggregates-enabled on
// (DB_AGGREGATES_ENABLED=true): grouping by the other selected columns,
// aliases and casts, inside embeds, and with spread columns. Orders in the
// fixture: 100 Ann 50 paid, 101 Ann 150 paid, 102 Ben 200 open, 103 Ben 20 paid.

let server: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ env: { DB_AGGREGATES_ENABLED: 'true' } });
  await installEmbedFixture(server);
  db = anonClient(server);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('aggregates on the top level', () => {
  it('sum, avg, min, max and count over all rows, named after the function', async () => {
    const { data, error } = await db
      .from('compat_embed_orders')
      .select('amount.sum(), amount.min(), amount.max(), id.count(), amount.avg()::int');
    expect(error).toBeNull();
    expect(data).toEqual([{ sum: 420, min: 20, max: 200, count: 4, avg: 105 }]);
  });

  it('count() alone counts the filtered rows', async () => {
    const { data } = await db.from('compat_embed_orders').select('count()').eq('status', 'paid');
    expect(data).toEqual([{ count: 3 }]);
  });

  it('groups by the other selected columns, with aliases and input/output casts', async () => {
    const { data, count } = await db
      .from('compat_embed_orders')
      .select('status, total:amount.sum()::int, orders:count(), amount::int.max()', { count: 'exact' })
      .order('status');
    expect(data).toEqual([
      { status: 'open', total: 200, orders: 1, max: 200 },
      { status: 'paid', total: 220, orders: 3, max: 150 },
    ]);
    // Content-Range counts result rows, i.e. groups.
    expect(count).toBe(2);
  });
});

describe('aggregates and embedding', () => {
  it('inside an embedded resource, per parent row (rel(count()) and sums)', async () => {
    const { data } = await db.from('compat_embed_customers').select('name, compat_embed_orders(count(), amount.sum())').order('id');
    expect(data).toEqual([
      { name: 'Ann', compat_embed_orders: [{ count: 2, sum: 200 }] },
      { name: 'Ben', compat_embed_orders: [{ count: 2, sum: 220 }] },
      { name: 'Cid', compat_embed_orders: [{ count: 0, sum: null }] },
    ]);
  });

  it('an embedded resource is a grouping column', async () => {
    const { data } = await db.from('compat_embed_orders').select('amount.sum(), compat_embed_customers(name)');
    const rows = (data ?? []) as unknown as { sum: number; compat_embed_customers: { name: string } }[];
    expect(rows.sort((a, b) => a.sum - b.sum)).toEqual([
      { sum: 200, compat_embed_customers: { name: 'Ann' } },
      { sum: 220, compat_embed_customers: { name: 'Ben' } },
    ]);
  });

  it('spread columns group, and aggregates inside a spread apply to the parent', async () => {
    const byCity = await db.from('compat_embed_orders').select('amount.sum(), ...compat_embed_customers(city)');
    const rows = (byCity.data ?? []) as unknown as { sum: number; city: string }[];
    expect(rows.sort((a, b) => a.sum - b.sum)).toEqual([
      { sum: 200, city: 'Bangkok' },
      { sum: 220, city: 'Chiang Mai' },
    ]);
    const hoisted = await db
      .from('compat_embed_orders')
      .select('status, ...compat_embed_customers(name.min(), name.max())')
      .order('status');
    expect(hoisted.data).toEqual([
      { status: 'open', min: 'Ben', max: 'Ben' },
      { status: 'paid', min: 'Ann', max: 'Ben' },
    ]);
  });
});
