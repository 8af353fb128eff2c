import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The audit log is written by the database on an admin's change (issue 18 item 6): the admin's
 * ordinary API calls and admin functions both leave an entry with the row before and after, and
 * nobody else's writes do. Only an admin at aal2 reads it, through the table or the list function.
 */
const LEARNER = '00000000-0000-4000-8000-000000000b01';
const ADMIN = '00000000-0000-4000-8000-000000000a01';

interface AuditRow {
  actor_id: string | null;
  action: string;
  table_name: string;
  row_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let server: TestServer;
let admin: SupabaseClient;

const entries = async (table: string): Promise<AuditRow[]> => {
  const { data, error } = await admin.from('audit_log').select('*').eq('table_name', table).order('id');
  expect(error).toBeNull();
  return (data ?? []) as AuditRow[];
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('the audit log', () => {
  it('records an admin suspending a member, with the status before and after', async () => {
    const { error } = await admin.from('users').update({ status: 'inactive' }).eq('id', LEARNER).select();
    expect(error).toBeNull();
    const [entry, ...rest] = await entries('users');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: ADMIN,
      action: 'update',
      row_id: LEARNER,
      before: { status: 'active', role: 'user', email: 'learner@riancode.dev' },
      after: { status: 'inactive', role: 'user' },
    });
    // Only the fields the audit needs are kept of a member's row.
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['email', 'id', 'level', 'name', 'role', 'status']);
    expect((await admin.from('users').update({ status: 'active' }).eq('id', LEARNER).select()).error).toBeNull();
  });

  it('records a course price change, a coupon, the settings and an order refund through the admin function', async () => {
    expect((await admin.from('courses').update({ price: 1234 }).eq('id', 1).select()).error).toBeNull();
    const [course] = await entries('courses');
    expect(course).toMatchObject({ action: 'update', row_id: '1', actor_id: ADMIN });
    expect(course?.before?.price).not.toBe(1234);
    expect(course?.after?.price).toBe(1234);

    expect((await admin.from('coupons').insert({ code: 'AUDIT5', kind: 'percent', value: 5 }).select()).error).toBeNull();
    expect(await entries('coupons')).toMatchObject([{ action: 'insert', before: null, after: { code: 'AUDIT5' } }]);

    expect((await admin.rpc('admin_update_site_settings', { p_settings: { school_name: 'โรงเรียนทดสอบ' } })).error).toBeNull();
    expect(await entries('site_settings')).toMatchObject([{ action: 'update', row_id: 'true', after: { school_name: 'โรงเรียนทดสอบ' } }]);

    expect((await admin.rpc('admin_refund_order', { p_order_id: 1, p_reason: 'ทดสอบบันทึก' })).error).toBeNull();
    expect(await entries('orders')).toMatchObject([
      { action: 'update', row_id: '1', before: { status: 'paid' }, after: { status: 'refunded' } },
    ]);
  });

  it('records nothing for a learner’s own writes or the service role’s', async () => {
    const learner = await signedInClient(server, 'learner');
    const before = (await entries('users')).length;
    expect((await learner.from('users').update({ name: 'สมหญิง ทดสอบ' }).eq('id', LEARNER).select()).error).toBeNull();
    expect((await serviceClient(server).from('users').update({ level: 3 }).eq('id', LEARNER).select()).error).toBeNull();
    expect(await entries('users')).toHaveLength(before);
  });

  it('lists entries newest first with filters for the admin tab', async () => {
    type Page = { total: number; rows: { id: number; table_name: string; actor_name: string }[]; actors: { id: string }[] };
    const answer = await admin.rpc('admin_list_audit_log', { p_table: 'courses', p_limit: 10 });
    expect(answer.error).toBeNull();
    const page = answer.data as Page;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ table_name: 'courses', actor_name: 'ผู้ดูแลระบบ เรียนโค้ด' });
    expect(page.actors.map((a) => a.id)).toEqual([ADMIN]);
    const all = (await admin.rpc('admin_list_audit_log', { p_limit: 100 })).data as Page;
    const ids = all.rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is read by nobody else and written by nobody at all', async () => {
    const learner = await signedInClient(server, 'learner');
    const adminAal1 = await signedInClient(server, 'admin', 'aal1');
    for (const db of [anonClient(server), learner, adminAal1]) {
      const read = await db.from('audit_log').select('*');
      expect(read.error?.code === '42501' || read.data?.length === 0).toBe(true);
      expect((await db.rpc('admin_list_audit_log', {})).error).toMatchObject({ code: '42501' });
    }
    for (const db of [learner, admin]) {
      expect((await db.from('audit_log').insert({ action: 'update', table_name: 'courses', row_id: '1' }).select()).error).toMatchObject({
        code: '42501',
      });
      expect((await db.from('audit_log').update({ row_id: '2' }).gte('id', 0).select()).error).toMatchObject({ code: '42501' });
      expect((await db.from('audit_log').delete().gte('id', 0).select()).error).toMatchObject({ code: '42501' });
    }
    expect((await entries('courses')).length).toBe(1);
  });
});
