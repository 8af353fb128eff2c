import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The database queues every e-mail (decision 0035): sign-up, enrolment, certificate, a reply to
// one's question, the weekly nudge, and the receipt. The cron jobs that send and nudge never run by
// themselves here: each test runs them when it wants (sendOutbox, cron.run).

const SITE = 'https://riancode.example';
const PASSWORD = 'Passw0rd!2026';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SITE_URL: SITE } });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(sql, params)).rows);

interface Queued {
  id: number;
  kind: string;
  subject: string;
  body_text: string;
  body_html: string;
  link_path: string;
  cancelled_at: string | null;
  sent_at: string | null;
}
const outboxOf = (email: string): Promise<Queued[]> =>
  query<Queued>(
    `select id::int as id, kind, subject, body_text, body_html, link_path, cancelled_at::text, sent_at::text
       from public.email_outbox where to_email = $1 order by id`,
    [email],
  );

let counter = 0;
/** A new member signed in through the auth API (sign-up queues their welcome e-mail). */
async function newMember(prefix: string): Promise<{ client: SupabaseClient; email: string; id: string }> {
  counter += 1;
  const email = `${prefix}-${counter}-${Date.now().toString(36)}@example.com`;
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: `ทดสอบ ${prefix}` } } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, email, id: data.user.id };
}

const tokenIn = (text: string): string => {
  const match = /\/unsubscribe\?token=([0-9a-f.a-z_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1];
};

describe('queueing', () => {
  it('welcomes a new member in Thai, text and HTML, with a signed unsubscribe link for that kind', async () => {
    const member = await newMember('welcome');
    const [welcome, ...rest] = await outboxOf(member.email);
    expect(rest).toEqual([]);
    expect(welcome).toMatchObject({ kind: 'welcome', link_path: '/courses', cancelled_at: null });
    expect(welcome?.subject).toContain('ยินดีต้อนรับ');
    expect(welcome?.body_text).toContain('สวัสดีคุณทดสอบ welcome');
    expect(welcome?.body_html).toContain('<html lang="th">');
    expect(tokenIn(welcome?.body_text ?? '')).toMatch(new RegExp(`^${member.id}\\.welcome\\.[0-9a-f]{32}$`));

    expect((await server.sendOutbox()).sent).toBeGreaterThanOrEqual(1);
    const [mail] = await query<{ subject: string; body: string; link: string; html: string }>(
      'select subject, body, link, html from auth.local_mailbox where to_email = $1',
      [member.email],
    );
    expect(mail?.link).toBe(`${SITE}/courses`);
    expect(mail?.body).toContain(`${SITE}/unsubscribe?token=`);
    expect(mail?.html).toContain(`href="${SITE}/courses"`);
    expect(mail?.html).not.toContain('{{site_url}}');
  });

  it('confirms an enrolment and announces the certificate with its verification link', async () => {
    const member = await newMember('cert');
    expect((await member.client.from('enrollments').insert({ course_id: 7 })).error).toBeNull();
    // The video's watch evidence is completion-evidence.test.ts's subject: arranged as the owner here.
    await query('insert into public.lesson_progress (user_id, lesson_id) values ($1, 711), ($1, 712)', [member.id]);
    // Course 7 ends with quiz 713: its certificate comes only with a pass, which the grader records.
    const passed = await member.client.rpc('grade_quiz_attempt', {
      p_lesson_id: 713,
      p_answers: { 7131: 71311, 7132: [71321, 71322, 71324], 7133: 'merge' },
    });
    expect(passed.error).toBeNull();
    const [code] = await query<{ code: string }>('select code from public.certificates where user_id = $1', [member.id]);
    const kinds = await outboxOf(member.email);
    expect(kinds.map((m) => m.kind)).toEqual(['welcome', 'enrollment', 'certificate']);
    expect(kinds[1]).toMatchObject({ link_path: '/course/7' });
    expect(kinds[1]?.subject).toContain('Git และ GitHub');
    expect(kinds[2]).toMatchObject({ link_path: `/certificate/${code?.code ?? ''}` });
    expect(kinds[2]?.body_text).toContain(code?.code);
  });

  it('tells the asker about a reply to their question, not the replier about their own', async () => {
    const learner = await signedInClient(server, 'learner');
    const admin = await signedInClient(server, 'admin');
    const asked = await learner
      .from('lesson_questions')
      .insert({ lesson_id: 121, title: 'ตั้งชื่อตัวแปรภาษาไทยได้ไหม', body: 'เช่น `ราคา = 10`' })
      .select('id')
      .single();
    if (asked.error) throw asked.error;
    const before = (await outboxOf('learner@riancode.dev')).length;
    await learner.from('lesson_replies').insert({ question_id: asked.data.id, body: 'ขอเพิ่มเติมนิดหนึ่ง' });
    expect(await outboxOf('learner@riancode.dev')).toHaveLength(before);
    await admin.from('lesson_replies').insert({ question_id: asked.data.id, body: 'ได้ครับ แต่ไม่แนะนำ' });
    const mails = await outboxOf('learner@riancode.dev');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ kind: 'qa_reply', link_path: `/course/1/lesson/121#question-${String(asked.data.id)}` });
    expect(mails.at(-1)?.body_text).toContain('ได้ครับ แต่ไม่แนะนำ');
  });

  it('queues the weekly nudge once for a member idle 7 days, about the next lesson', async () => {
    const member = await newMember('idle');
    await member.client.from('enrollments').insert({ course_id: 7 });
    await query('insert into public.lesson_progress (user_id, lesson_id) values ($1, 711)', [member.id]);
    await query(`update public.enrollments set enrolled_at = now() - interval '10 days' where user_id = $1`, [member.id]);
    await query(`update public.lesson_progress set completed_at = now() - interval '8 days' where user_id = $1`, [member.id]);
    expect((await server.cron.run('queue-continue-learning')).status).toBe('succeeded');
    expect((await server.cron.run('queue-continue-learning')).status).toBe('succeeded');
    const nudges = (await outboxOf(member.email)).filter((m) => m.kind === 'continue_learning');
    expect(nudges).toHaveLength(1);
    expect(nudges[0]?.subject).toContain('เรียนต่อจากที่ค้างไว้');
    expect(nudges[0]?.link_path).toBe('/course/7/lesson/712');
    expect(nudges[0]?.body_text).toContain('1 จาก 3 บทเรียน (33%)');
  });
});

describe('unsubscribing', () => {
  it('honours a signed link without sign-in: cancels what is queued and queues no more of that kind', async () => {
    const member = await newMember('unsub');
    const [welcome] = await outboxOf(member.email);
    const anon = anonClient(server);
    await member.client.from('enrollments').insert({ course_id: 7 });
    const enrollmentMail = (await outboxOf(member.email)).find((m) => m.kind === 'enrollment');
    const token = tokenIn(enrollmentMail?.body_text ?? '');

    expect((await anon.rpc('email_subscription_by_token', { p_token: token })).data).toEqual({ kind: 'enrollment', subscribed: true });
    expect((await anon.rpc('set_email_subscription_by_token', { p_token: token, p_subscribed: false })).data).toEqual({
      kind: 'enrollment',
      subscribed: false,
    });
    const after = await outboxOf(member.email);
    expect(after.find((m) => m.kind === 'enrollment')?.cancelled_at).not.toBeNull();
    // Another kind is untouched.
    expect(after.find((m) => m.id === welcome?.id)?.cancelled_at).toBeNull();
    // The worker never sends a cancelled row.
    await server.sendOutbox();
    const mailbox = await query<{ kind: string }>('select kind from auth.local_mailbox where to_email = $1', [member.email]);
    expect(mailbox.map((m) => m.kind)).toEqual(['welcome']);
    // No new enrolment e-mail while unsubscribed; the preference says where it came from.
    await query('delete from public.enrollments where user_id = $1', [member.id]);
    await member.client.from('enrollments').insert({ course_id: 7 });
    expect((await outboxOf(member.email)).filter((m) => m.kind === 'enrollment')).toHaveLength(1);
    expect((await member.client.from('notification_preferences').select('kind,subscribed,source')).data).toEqual([
      { kind: 'enrollment', subscribed: false, source: 'email_link' },
    ]);
  });

  it('refuses a forged or altered token and offers no token for the receipt', async () => {
    const member = await newMember('forged');
    const token = tokenIn((await outboxOf(member.email))[0]?.body_text ?? '');
    const anon = anonClient(server);
    const [id, , signature] = token.split('.');
    for (const bad of [
      `${id ?? ''}.enrollment.${signature ?? ''}`,
      `${id ?? ''}.receipt.${signature ?? ''}`,
      `${id ?? ''}.welcome.${'0'.repeat(32)}`,
      'nonsense',
    ]) {
      const answer = await anon.rpc('set_email_subscription_by_token', { p_token: bad, p_subscribed: false });
      expect(answer.error?.message).toBe('token_invalid');
    }
    expect((await member.client.from('notification_preferences').select('*')).data).toEqual([]);
  });

  it('keeps preferences to their owner in the profile, and the receipt out of them', async () => {
    const member = await newMember('prefs');
    const other = await signedInClient(server, 'learner');
    const saved = await member.client
      .from('notification_preferences')
      .upsert({ kind: 'continue_learning', subscribed: false }, { onConflict: 'user_id,kind' })
      .select('kind,subscribed,source');
    expect(saved.data).toEqual([{ kind: 'continue_learning', subscribed: false, source: 'profile' }]);
    expect((await other.from('notification_preferences').select('*').eq('user_id', member.id)).data).toEqual([]);
    expect((await member.client.from('notification_preferences').insert({ kind: 'receipt', subscribed: false })).error?.code).toBe('23514');
  });

  it('sends the receipt to a member who switched every other kind off (transactional)', async () => {
    const member = await newMember('receipt');
    for (const kind of ['welcome', 'enrollment', 'certificate', 'qa_reply', 'continue_learning']) {
      await member.client.from('notification_preferences').insert({ kind, subscribed: false });
    }
    const order = await member.client.rpc('create_order', { p_course_id: 2 });
    if (order.error) throw order.error;
    const orderId = (order.data as { id: number }).id;
    await query(`update public.orders set status = 'paid', paid_at = now(), paid_via = 'admin' where id = $1`, [orderId]);
    const mails = (await outboxOf(member.email)).filter((m) => m.cancelled_at === null && m.sent_at === null);
    expect(mails.map((m) => m.kind)).toEqual(['receipt']);
    expect(mails[0]?.link_path).toBe(`/orders/${String(orderId)}/receipt`);
    expect(mails[0]?.body_text).toContain('หลักฐานการชำระเงิน');
    expect(mails[0]?.body_text).not.toContain('/unsubscribe');
  });
});

describe("the hosted sender's functions (claim with a lease, then report)", () => {
  it("are the service role's only, lease a row to one sender, and stamp it sent once", async () => {
    const member = await newMember('hosted');
    const [welcome] = await outboxOf(member.email);
    await query('update public.email_outbox set sent_at = now() where sent_at is null and id <> $1', [welcome?.id]);
    const learner = await signedInClient(server, 'learner');
    expect((await learner.rpc('claim_email_outbox', { p_limit: 5 })).error?.code).toBe('42501');
    expect((await anonClient(server).rpc('complete_email_outbox', { p_id: welcome?.id })).error?.code).toBe('42501');

    const service = serviceClient(server);
    const first = await service.rpc('claim_email_outbox', { p_limit: 5, p_lease_seconds: 300 });
    expect(first.error).toBeNull();
    expect((first.data as { id: number; body_html: string }[]).map((m) => m.id)).toEqual([welcome?.id]);
    // Leased: a second sender gets nothing, and the local worker leaves it alone too.
    expect((await service.rpc('claim_email_outbox', { p_limit: 5 })).data).toEqual([]);
    expect((await server.sendOutbox()).claimed).toBe(0);

    expect((await service.rpc('complete_email_outbox', { p_id: welcome?.id, p_error: 'SMTP 451 try later' })).data).toBe(true);
    const [failed] = await query<{ last_error: string; due_in: number; attempts: number }>(
      'select last_error, extract(epoch from (send_after - now()))::int as due_in, attempts from public.email_outbox where id = $1',
      [welcome?.id],
    );
    expect(failed).toMatchObject({ last_error: 'SMTP 451 try later', attempts: 1 });
    expect(failed?.due_in).toBeGreaterThan(50);

    await query('update public.email_outbox set send_after = now() where id = $1', [welcome?.id]);
    expect(((await service.rpc('claim_email_outbox', {})).data as unknown[]).length).toBe(1);
    expect((await service.rpc('complete_email_outbox', { p_id: welcome?.id })).data).toBe(true);
    // Reported twice: the second report changes nothing.
    expect((await service.rpc('complete_email_outbox', { p_id: welcome?.id })).data).toBe(false);
    const [sent] = await query<{ sent_at: string | null; attempts: number }>(
      'select sent_at::text, attempts from public.email_outbox where id = $1',
      [welcome?.id],
    );
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.attempts).toBe(2);
  });
});
