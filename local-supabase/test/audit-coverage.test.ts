import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The audit log is complete by construction (issue 27 item 2, decision 0044): every table of
 * schema public that holds school data carries the audit trigger, so an admin's or an
 * instructor's change anywhere is recorded, and the system's own work (order expiry) is
 * recorded as the system's, never as the admin's in whose request it happened to run.
 */

/**
 * The only tables of schema public without the audit trigger, and why. A new table must either
 * get `create trigger <t>_audit after insert or update or delete on public.<t> for each row
 * execute function public.write_audit_entry();` in its migration, or a line here.
 */
const NOT_AUDITED: Record<string, string> = {
  audit_log: 'the log itself',
  order_events: 'itself the history of every order move (who, from, to, why)',
  email_outbox: 'a queue derived from audited changes; it holds whole e-mails',
  email_signing_keys: 'a secret: the log must never hold a copy of it',
  receipt_counters: 'a counter; the receipt it numbers is audited',
  article_view_marks: 'anonymous visitors’ daily view marks, written by no admin',
  lesson_watch_positions: 'the player’s position pings every few seconds, nobody’s decision',
};

const ADMIN = '00000000-0000-4000-8000-000000000a01';
const INSTRUCTOR = '00000000-0000-4000-8000-000000000c01';
const QUIZ = 713;

interface AuditRow {
  actor_id: string | null;
  actor_kind: string;
  action: string;
  table_name: string;
  row_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let server: TestServer;
let admin: SupabaseClient;

const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(text, params)).rows);

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

describe('every table is audited', () => {
  it('lists the tables of public from the catalogue: each has the audit trigger or is on the commented list', async () => {
    const tables = await sql<{ name: string; audited: boolean }>(`
      select c.relname as name, exists (
        select 1 from pg_catalog.pg_trigger t join pg_catalog.pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = c.oid and p.proname = 'write_audit_entry' and not t.tgisinternal
      ) as audited
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`);
    // The list is real: the schema has dozens of tables, among them those the issue found unaudited.
    expect(tables.length).toBeGreaterThan(30);
    const unaudited = tables.filter((t) => !t.audited).map((t) => t.name);
    expect(unaudited).toEqual(Object.keys(NOT_AUDITED).sort());
    for (const name of ['enrollments', 'quizzes', 'quiz_questions', 'site_seo', 'instructors', 'legal_documents']) {
      expect(tables.find((t) => t.name === name)?.audited).toBe(true);
    }
  });
});

describe('admin and instructor changes the old list missed', () => {
  it('records an admin deleting an enrolment', async () => {
    const [row] = await sql<{ id: number; user_id: string }>('select id, user_id from public.enrollments order by id limit 1');
    if (!row) throw new Error('the seed has no enrolment');
    const { error } = await admin.from('enrollments').delete().eq('id', row.id).select();
    expect(error).toBeNull();
    expect(await entries('enrollments')).toMatchObject([
      { actor_id: ADMIN, actor_kind: 'admin', action: 'delete', row_id: String(row.id), before: { user_id: row.user_id }, after: null },
    ]);
  });

  it('records an admin saving a quiz: the pass mark and attempts, and every question written', async () => {
    const saved = await admin.rpc('admin_save_quiz', {
      p_lesson_id: QUIZ,
      p_pass_percent: 1,
      p_max_attempts: 100,
      p_questions: [{ kind: 'short', prompt: 'พิมพ์ GET', explanation: '', answers: ['GET'] }],
    });
    expect(saved.error).toBeNull();
    const quiz = await entries('quizzes');
    expect(quiz.at(-1)).toMatchObject({
      actor_id: ADMIN,
      actor_kind: 'admin',
      row_id: String(QUIZ),
      after: { pass_percent: 1, max_attempts: 100 },
    });
    expect((await entries('quiz_questions')).some((e) => e.action === 'insert' && e.after?.['prompt'] === 'พิมพ์ GET')).toBe(true);
    expect((await entries('quiz_short_answers')).some((e) => e.action === 'insert' && e.after?.['answer'] === 'GET')).toBe(true);
  });

  it('records an SEO edit and an instructor edit by an admin', async () => {
    const seo = await admin.from('site_seo').upsert({ path: '/courses', title: 'คอร์สทั้งหมด | ทดสอบ', description: 'ทดสอบ' }).select();
    expect(seo.error).toBeNull();
    expect((await entries('site_seo')).at(-1)).toMatchObject({
      actor_id: ADMIN,
      actor_kind: 'admin',
      row_id: '/courses',
      after: { title: 'คอร์สทั้งหมด | ทดสอบ' },
    });

    const edit = await admin.from('instructors').update({ title: 'Principal Engineer' }).eq('id', 2).select();
    expect(edit.error).toBeNull();
    expect(await entries('instructors')).toMatchObject([
      { actor_id: ADMIN, actor_kind: 'admin', action: 'update', row_id: '2', after: { title: 'Principal Engineer' } },
    ]);
  });

  it('records an instructor’s own change as the instructor’s, and a learner’s as nothing', async () => {
    const instructor = await signedInClient(server, 'instructor');
    const edit = await instructor.from('review_replies').update({ body: 'ขอบคุณมากครับ แก้ไขแล้ว' }).gt('id', 0).select('id');
    expect(edit.error).toBeNull();
    expect(edit.data?.length).toBeGreaterThan(0);
    expect((await entries('review_replies')).at(-1)).toMatchObject({
      actor_id: INSTRUCTOR,
      actor_kind: 'instructor',
      action: 'update',
      after: { body: 'ขอบคุณมากครับ แก้ไขแล้ว' },
    });

    const learner = await signedInClient(server, 'learner');
    const before = (await sql<{ n: number }>('select count(*)::int as n from public.audit_log'))[0]?.n;
    expect((await learner.from('notification_preferences').insert({ kind: 'qa_reply', subscribed: false })).error).toBeNull();
    expect((await sql<{ n: number }>('select count(*)::int as n from public.audit_log'))[0]?.n).toBe(before);
  });
});

describe('the system’s own work', () => {
  it('an order expiring inside an admin’s request is recorded as the system, not the admin', async () => {
    const [order] = await sql<{ id: number }>(`
      insert into public.orders (order_number, user_id, course_id, status, subtotal, total, expires_at)
      values ('RC-20261126-900001', '00000000-0000-4000-8000-000000000b01', 5, 'pending', 100, 100, now() - interval '1 minute')
      returning id`);
    if (!order) throw new Error('no order');
    // Any admin screen expires everyone's stale orders first.
    const listed = await admin.rpc('admin_list_orders', {});
    expect(listed.error).toBeNull();
    const expiry = (await entries('orders')).find((e) => e.row_id === String(order.id));
    expect(expiry).toMatchObject({
      actor_id: null,
      actor_kind: 'system',
      action: 'update',
      before: { status: 'pending' },
      after: { status: 'expired' },
    });
  });

  it('the cron job’s expiry is recorded as the system too, and the admin tab lists it with actor_kind system', async () => {
    const [order] = await sql<{ id: number }>(`
      insert into public.orders (order_number, user_id, course_id, status, subtotal, total, expires_at)
      values ('RC-20261126-900002', '00000000-0000-4000-8000-000000000b01', 6, 'pending', 100, 100, now() - interval '1 minute')
      returning id`);
    if (!order) throw new Error('no order');
    expect((await server.cron.run('expire-stale-orders')).status).toBe('succeeded');
    const page = await admin.rpc('admin_list_audit_log', { p_table: 'orders' });
    expect(page.error).toBeNull();
    const rows = (page.data as { rows: (AuditRow & { actor_name: string | null })[] }).rows;
    expect(rows.find((r) => r.row_id === String(order.id))).toMatchObject({ actor_kind: 'system', actor_id: null, actor_name: null });
  });
});
