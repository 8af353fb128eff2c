import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Decision 0042, finished: the functions that used to cut oversized input short in silence (null
// past 100 characters, the first 100 characters searched, 500 of a reason kept) refuse it with
// PostgREST's 400 and SQLSTATE 22023 naming the parameter, and answer as before at the bound. The
// sweep (oversized-rpc-sweep.test.ts) checks that every exposed function refuses 1 MB; this file
// pins each bound and what lies just inside it.

let server: TestServer;
let anon: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  admin = await signedInClient(server, 'admin');
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const refusal = (message: string) => ({ status: 400, error: { code: '22023', message } });
const outcome = async (call: PromiseLike<{ status: number; error: { code: string; message: string } | null }>) => {
  const { status, error } = await call;
  return { status, error: error === null ? null : { code: error.code, message: error.message } };
};
const VISITOR = 'v'.repeat(128);

describe('functions a visitor calls', () => {
  it('get_article: a slug past 100 characters is refused; at 100 it is simply not found', async () => {
    expect(await outcome(anon.rpc('get_article', { p_slug: 'a'.repeat(101) }))).toEqual(refusal('p_slug is longer than 100 characters'));
    expect(await anon.rpc('get_article', { p_slug: 'a'.repeat(100) })).toMatchObject({ status: 200, data: null, error: null });
  });

  it('verify_certificate: a code past 40 characters is refused; at 40 no certificate matches', async () => {
    expect(await outcome(anon.rpc('verify_certificate', { p_code: 'R'.repeat(41) }))).toEqual(
      refusal('p_code is longer than 40 characters'),
    );
    expect(await anon.rpc('verify_certificate', { p_code: 'R'.repeat(40) })).toMatchObject({ status: 200, data: [], error: null });
  });

  it('increment_article_views: a visitor key past 128 characters is refused, one of 128 is counted', async () => {
    expect(await outcome(anon.rpc('increment_article_views', { p_article_id: 1, p_visitor_key: `${VISITOR}v` }))).toEqual(
      refusal('p_visitor_key is longer than 128 characters'),
    );
    const before = await serviceClient(server).from('articles').select('views').eq('id', 1).single();
    const counted = await anon.rpc('increment_article_views', { p_article_id: 1, p_visitor_key: VISITOR });
    expect(counted).toMatchObject({ status: 200, error: null, data: (before.data?.views as number) + 1 });
  });

  it('current_legal_version: a kind past 32 characters is refused; a real kind answers its version', async () => {
    expect(await outcome(anon.rpc('current_legal_version', { p_kind: 'k'.repeat(33) }))).toEqual(
      refusal('p_kind is longer than 32 characters'),
    );
    const terms = await anon.rpc('current_legal_version', { p_kind: 'terms' });
    expect(terms.error).toBeNull();
    expect(terms.data).toEqual(expect.any(Number));
  });
});

describe('functions of the admin console', () => {
  it('admin_list_orders: a search past 100 characters or an overlong status is refused; 100 characters search', async () => {
    expect(await outcome(admin.rpc('admin_list_orders', { p_search: 's'.repeat(101) }))).toEqual(
      refusal('p_search is longer than 100 characters'),
    );
    expect(await outcome(admin.rpc('admin_list_orders', { p_status: 's'.repeat(33) }))).toEqual(
      refusal('p_status is longer than 32 characters'),
    );
    expect(await admin.rpc('admin_list_orders', { p_search: 's'.repeat(100) })).toMatchObject({
      status: 200,
      data: { total: 0, rows: [] },
    });
  });

  it('admin_refund_order: a reason past 500 characters is refused before the order is touched', async () => {
    const paid = await serviceClient(server).from('orders').select('id').eq('status', 'paid').limit(1).single();
    const orderId = paid.data?.id as number;
    expect(await outcome(admin.rpc('admin_refund_order', { p_order_id: orderId, p_reason: 'r'.repeat(501) }))).toEqual(
      refusal('p_reason is longer than 500 characters'),
    );
    expect((await serviceClient(server).from('orders').select('status').eq('id', orderId).single()).data).toEqual({ status: 'paid' });
    // At 500 characters the reason passes the bound and the function goes on to the order (none here).
    expect(await outcome(admin.rpc('admin_refund_order', { p_order_id: 999_999, p_reason: 'r'.repeat(500) }))).toMatchObject({
      error: { code: 'P0001', message: 'order_not_found' },
    });
  });

  it('admin_list_audit_log: a table name past 63 bytes is refused; a real one filters', async () => {
    expect(await outcome(admin.rpc('admin_list_audit_log', { p_table: 't'.repeat(64) }))).toEqual(
      refusal('p_table is longer than 63 bytes (a table name)'),
    );
    expect(await admin.rpc('admin_list_audit_log', { p_table: 'orders' })).toMatchObject({ status: 200, error: null });
  });

  it('admin_set_lesson_captions: more than 20 tracks are refused before the lesson is looked up', async () => {
    const tracks = Array.from({ length: 21 }, (_, i) => ({ lang: `l${i}`, label: 'x', url: 'https://example.com/x.vtt' }));
    expect(await outcome(admin.rpc('admin_set_lesson_captions', { p_lesson_id: 999_999, p_tracks: tracks }))).toEqual(
      refusal('p_tracks must be a list of at most 20 {lang, label, url}'),
    );
    expect(await outcome(admin.rpc('admin_set_lesson_captions', { p_lesson_id: 999_999, p_tracks: [] }))).toMatchObject({
      error: { code: 'P0002' },
    });
  });
});
