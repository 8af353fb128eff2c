import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createCompatWire } from './rest-wire-fixture.ts';

// Schema profiles as in PostgREST 12/13 with DB_SCHEMAS=public,compat_wire: supabase-js
// .schema() sends Accept-Profile on reads and Content-Profile on writes and POST rpc;
// answers name the schema in Content-Profile; an unlisted schema is 406 PGRST106.

let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ env: { DB_SCHEMAS: 'public,compat_wire' } });
  await createCompatWire(server.db);
  anon = anonClient(server);
});
afterAll(() => server.stop());

interface RawRequest {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

const rest = (path: string, { method = 'GET', body, headers = {} }: RawRequest = {}): Promise<Response> =>
  fetch(`${server.url}/rest/v1${path}`, {
    method,
    ...(body === undefined ? {} : { body }),
    headers: { apikey: server.anonKey, ...headers },
  });

describe('a second exposed schema', () => {
  test('reads, writes and rpc reach compat_wire through .schema()', async () => {
    const read = await anon.schema('compat_wire').from('notes').select('id,body');
    expect([read.status, read.data]).toEqual([200, [{ id: 1, body: 'from compat_wire' }]]);
    const write = await anon.schema('compat_wire').from('notes').insert({ id: 100, body: 'added' }).select('id').single();
    expect([write.status, write.data]).toEqual([201, { id: 100 }]);
    const call = await anon.schema('compat_wire').rpc('whoami');
    expect([call.status, call.data]).toEqual([200, 'compat_wire']);
    const getCall = await anon.schema('compat_wire').rpc('whoami', {}, { get: true });
    expect([getCall.status, getCall.data]).toEqual([200, 'compat_wire']);
  });

  test('row-level security still decides inside the second schema', async () => {
    const refused = await anon.schema('compat_wire').from('notes').insert({ id: 5, body: 'below 100' });
    expect([refused.status, refused.error?.code]).toEqual([401, '42501']);
  });

  test('the schema is echoed in Content-Profile, the default one too when several are exposed', async () => {
    const read = await rest('/notes?select=id', { headers: { 'Accept-Profile': 'compat_wire' } });
    expect([read.status, read.headers.get('Content-Profile')]).toEqual([200, 'compat_wire']);
    const write = await rest('/notes', {
      method: 'POST',
      body: JSON.stringify({ id: 101, body: 'x' }),
      headers: { 'Content-Profile': 'compat_wire', 'Content-Type': 'application/json', Prefer: 'return=representation' },
    });
    expect([write.status, write.headers.get('Content-Profile')]).toEqual([201, 'compat_wire']);
    const publicRead = await rest('/courses?select=id&limit=1');
    expect([publicRead.status, publicRead.headers.get('Content-Profile')]).toEqual([200, 'public']);
  });

  test('names resolve within the chosen schema only', async () => {
    const missing = await anon.schema('compat_wire').from('courses').select('id');
    expect([missing.status, missing.error?.code, missing.error?.message]).toEqual([
      404,
      'PGRST205',
      "Could not find the table 'compat_wire.courses' in the schema cache",
    ]);
    const fn = await anon.rpc('whoami');
    expect([fn.status, fn.error?.code]).toEqual([404, 'PGRST202']);
  });

  test('an unlisted schema is 406 PGRST106 naming every exposed schema', async () => {
    const res = await anon.schema('auth').from('users').select('id');
    expect(res.status).toBe(406);
    expect(res.error).toEqual(
      expect.objectContaining({
        code: 'PGRST106',
        message: 'Invalid schema: auth',
        details: null,
        hint: 'Only the following schemas are exposed: public, compat_wire',
      }),
    );
    // Writes are judged by Content-Profile, not Accept-Profile.
    const write = await rest('/notes', {
      method: 'POST',
      body: '{"id":102,"body":"x"}',
      headers: { 'Content-Profile': 'storage', 'Accept-Profile': 'compat_wire', 'Content-Type': 'application/json' },
    });
    expect([write.status, ((await write.json()) as { message: string }).message]).toEqual([406, 'Invalid schema: storage']);
  });
});
