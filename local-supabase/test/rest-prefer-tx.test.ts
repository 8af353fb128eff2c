import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import type { TestServer } from './harness.ts';
import { rest, startCompatServer } from './rest-rpc-fixture.ts';

// `Prefer: tx=rollback|commit` where the server allows the override (DB_TX_END=commit-allow-override,
// PostgREST's db-tx-end); hosted Supabase keeps `commit`, see rest-prefer-writes.test.ts.

let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startCompatServer({ DB_TX_END: 'commit-allow-override' });
  anon = anonClient(server);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const itemNamed = async (name: string): Promise<unknown> => (await anon.from('compat_rpc_items').select('name').eq('name', name)).data;

describe('tx=rollback with db-tx-end=commit-allow-override', () => {
  it('.rollback(): the answer is what a commit would give, and nothing stays', async () => {
    const { data, status } = await anon.from('compat_rpc_items').insert({ name: 'ghost', qty: 2 }).select('name, qty, tag').rollback();
    expect([status, data]).toEqual([201, [{ name: 'ghost', qty: 2, tag: 'none' }]]);
    expect(await itemNamed('ghost')).toEqual([]);
    const update = await anon.from('compat_rpc_items').update({ qty: 99 }).eq('id', 1).select('qty').rollback();
    expect(update.data).toEqual([{ qty: 99 }]);
    expect((await anon.from('compat_rpc_items').select('qty').eq('id', 1).single()).data).toEqual({ qty: 3 });
  });

  it('rpc with tx=rollback: a volatile function answers, its write is undone; Preference-Applied says so', async () => {
    const response = await rest(server, '/rpc/compat_rpc_bump', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
      body: '{"item_id":2}',
    });
    expect([response.status, await response.json(), response.headers.get('Preference-Applied')]).toEqual([200, 6, 'tx=rollback']);
    expect((await anon.from('compat_rpc_items').select('qty').eq('id', 2).single()).data).toEqual({ qty: 5 });
  });

  it('tx=commit and no preference commit', async () => {
    const committed = await rest(server, '/compat_rpc_items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'tx=commit, return=minimal' },
      body: '{"name":"kept"}',
    });
    expect([committed.status, committed.headers.get('Preference-Applied')]).toEqual([201, 'return=minimal, tx=commit']);
    await anon.from('compat_rpc_items').insert({ name: 'kept too' });
    expect(await itemNamed('kept')).toEqual([{ name: 'kept' }]);
    expect(await itemNamed('kept too')).toEqual([{ name: 'kept too' }]);
  });

  it('a rolled-back write still reports its errors', async () => {
    const { status, error } = await anon.from('compat_rpc_items').insert({ qty: 1 }).rollback();
    expect([status, error?.code]).toEqual([400, '23502']);
  });
});
