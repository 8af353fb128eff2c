import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createCompatWire } from './rest-wire-fixture.ts';

// Response formats as PostgREST 12/13 gives them: text/csv, the single-object type and
// its PGRST116 refusal, 406 PGRST107 for a type it cannot serve; and, with the default
// DB_SCHEMAS, 406 PGRST106 for any other schema.

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

describe('text/csv', () => {
  test('.csv() answers a header row and Postgres-quoted fields', async () => {
    const { data, error, status } = await anon.from('compat_wire_csv').select('id,label,note').order('id').csv();
    expect([status, error]).toEqual([200, null]);
    expect(data).toBe(['id,label,note', '1,plain,', '2,"a,b",""', '3,"say ""hi""","x y"', '4,"two\nlines","back\\\\slash"'].join('\n'));
  });

  test('the CSV content type, and an empty result is a lone newline', async () => {
    const res = await rest('/compat_wire_csv?select=id&id=eq.99', { Accept: 'text/csv' });
    expect([res.status, res.headers.get('Content-Type'), await res.text()]).toEqual([200, 'text/csv; charset=utf-8', '\n']);
  });

  test('embedded resources are JSON inside a quoted field', async () => {
    const { data } = await anon.from('courses').select('id,course_modules(id)').eq('id', 1).limit(1).csv();
    expect(String(data)).toMatch(/^id,course_modules\n1,"\[\{""id"":\d+\}/);
  });
});

describe('one object, and media types PostgREST cannot serve', () => {
  test('.single() gives the object with the object media type', async () => {
    const res = await rest('/courses?select=id&id=eq.1', { Accept: 'application/vnd.pgrst.object+json' });
    expect([res.status, res.headers.get('Content-Type'), await res.json()]).toEqual([
      200,
      'application/vnd.pgrst.object+json; charset=utf-8',
      { id: 1 },
    ]);
  });

  test('PGRST116 in PostgREST 12/13 words for zero and several rows', async () => {
    const none = await anon.from('courses').select('id').eq('id', -1).single();
    expect([none.status, none.error]).toEqual([
      406,
      expect.objectContaining({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
        hint: null,
      }),
    ]);
    const many = await anon.from('compat_wire_csv').select('id').single();
    expect([many.status, many.error?.details]).toEqual([406, 'The result contains 4 rows']);
  });

  test('406 PGRST107 names the types that were asked for', async () => {
    const res = await rest('/courses?select=id', { Accept: 'application/xml' });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/xml',
    });
    const several = await rest('/courses?select=id', { Accept: 'application/xml;q=0.9, text/html' });
    expect([several.status, ((await several.json()) as { message: string }).message]).toEqual([
      406,
      'None of these media types are available: text/html, application/xml',
    ]);
  });
});

describe('schemas with the default DB_SCHEMAS (public)', () => {
  test('another schema is 406 PGRST106 listing the exposed ones, for reads, writes and rpc', async () => {
    const expected = {
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: compat_wire',
    };
    const read = await anon.schema('compat_wire').from('notes').select('id');
    expect([read.status, read.error]).toEqual([406, expect.objectContaining(expected)]);
    const write = await anon.schema('compat_wire').from('notes').insert({ id: 100, body: 'x' });
    expect([write.status, write.error]).toEqual([406, expect.objectContaining(expected)]);
    const call = await anon.schema('compat_wire').rpc('whoami');
    expect([call.status, call.error]).toEqual([406, expect.objectContaining(expected)]);
  });

  test('a single exposed schema is not echoed in Content-Profile unless asked for', async () => {
    const plain = await rest('/courses?select=id&limit=1');
    expect(plain.headers.get('Content-Profile')).toBeNull();
    const asked = await rest('/courses?select=id&limit=1', { 'Accept-Profile': 'public' });
    expect([asked.status, asked.headers.get('Content-Profile')]).toEqual([200, 'public']);
  });
});
