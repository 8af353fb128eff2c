import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Instructor accounts (decision 0053) and the instructors' and admins' e-mails (issue 30 item 6).
// Instructor 1 (instructor@riancode.dev) teaches courses 1 and 4; somchai is enrolled in course 4.
let server: TestServer;
let admin: SupabaseClient;
let somchai: SupabaseClient;
const INSTRUCTOR_EMAIL = 'instructor@riancode.dev';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
  somchai = anonClient(server);
  const { error } = await somchai.auth.signInWithPassword({ email: 'somchai@riancode.dev', password: 'Learner#2026' });
  if (error) throw error;
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(sql, params)).rows);
const outboxOf = (email: string, kind: string) =>
  query<{ subject: string; body_text: string; link_path: string }>(
    'select subject, body_text, link_path from public.email_outbox where to_email = $1 and kind = $2 order by id',
    [email, kind],
  );

describe('inviting and linking instructors', () => {
  it('links the invited profile when the invitee confirms the address, not before', async () => {
    const email = 'khru.nok@example.com';
    const invited = await admin.rpc('admin_invite_instructor', { p_instructor_id: 3, p_email: '  Khru.Nok@Example.com ' });
    expect(invited).toMatchObject({ data: 'invited', error: null });
    // The invite job does what auth.admin.inviteUserByEmail does: an unconfirmed account and GoTrue's invite mail.
    expect(await server.instructorInvites.runOnce()).toBe(1);
    expect(await server.instructorInvites.runOnce()).toBe(0);
    const [mail] = await query<{ link: string }>("select link from auth.local_mailbox where to_email = $1 and kind = 'invite'", [email]);
    expect(mail?.link).toContain('/auth/v1/verify');
    const [account] = await query<{ id: string }>('select id from auth.users where email = $1 and email_confirmed_at is null', [email]);
    const userId = account?.id ?? '';
    const linkedTo = async () =>
      (await query<{ user_id: string | null }>('select user_id from public.instructors where id = 3'))[0]?.user_id;
    expect(await linkedTo()).toBeNull();
    // Following the link confirms the address and lands on the page that sets a password.
    const followed = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(followed.status).toBeGreaterThanOrEqual(300);
    expect(followed.headers.get('location')).toContain('/auth/reset-password');
    expect(await linkedTo()).toBe(userId);
    const [invite] = await query<{ accepted_user_id: string }>(
      'select accepted_user_id from public.instructor_invites where instructor_id = 3',
    );
    expect(invite?.accepted_user_id).toBe(userId);
  });

  it('refuses a malformed address and a linked profile with a clear key, and unlinks', async () => {
    expect((await admin.rpc('admin_invite_instructor', { p_instructor_id: 2, p_email: 'not-an-email' })).error).toMatchObject({
      code: 'P0001',
      message: 'invalid_email',
    });
    expect((await admin.rpc('admin_invite_instructor', { p_instructor_id: 1, p_email: 'x@example.com' })).error).toMatchObject({
      message: 'instructor_already_linked',
    });
    const [account] = await query<{ id: string }>("select id from public.users where email = 'suda@riancode.dev'");
    expect((await admin.rpc('admin_link_instructor', { p_instructor_id: 1, p_user_id: account?.id })).error).toBeNull();
    expect((await admin.rpc('admin_link_instructor', { p_instructor_id: 2, p_user_id: account?.id })).error).toMatchObject({
      message: 'account_already_instructor',
    });
    expect((await admin.rpc('admin_unlink_instructor', { p_instructor_id: 1 })).error).toBeNull();
    expect((await query<{ user_id: string | null }>('select user_id from public.instructors where id = 1'))[0]?.user_id).toBeNull();
    await query("update public.instructors set user_id = '00000000-0000-4000-8000-000000000c01' where id = 1");
  });
});

describe('instructor e-mails', () => {
  it('tells the instructor of a new question in their course, with a link to answer it', async () => {
    const asked = await somchai
      .from('lesson_questions')
      .insert({ lesson_id: 421, title: 'ติดตั้งไม่ผ่าน', body: 'ขึ้น error ตอน import' })
      .select('id')
      .single();
    expect(asked.error).toBeNull();
    const [mail] = await outboxOf(INSTRUCTOR_EMAIL, 'instructor_question');
    expect(mail?.subject).toContain('ติดตั้งไม่ผ่าน');
    expect(mail?.link_path).toBe(`/course/4/lesson/421#question-${asked.data?.id}`);
    expect(mail?.body_text).toContain('/unsubscribe?token=');
  });

  it("the question e-mail's unsubscribe link switches that kind off; the instructor's settings read and switch it back", async () => {
    const [mail] = await outboxOf(INSTRUCTOR_EMAIL, 'instructor_question');
    const token = /\/unsubscribe\?token=([0-9a-z._-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    const anon = anonClient(server);
    expect((await anon.rpc('email_subscription_by_token', { p_token: token })).data).toEqual({
      kind: 'instructor_question',
      subscribed: true,
    });
    expect((await anon.rpc('set_email_subscription_by_token', { p_token: token, p_subscribed: false })).error).toBeNull();
    // The profile's e-mail settings, as the instructor's own session reads and writes them.
    const instructor = await signedInClient(server, 'instructor');
    expect((await instructor.from('notification_preferences').select('kind, subscribed').eq('kind', 'instructor_question')).data).toEqual([
      { kind: 'instructor_question', subscribed: false },
    ]);
    const back = await instructor
      .from('notification_preferences')
      .upsert({ kind: 'instructor_question', subscribed: true }, { onConflict: 'user_id,kind' })
      .select('kind, subscribed');
    expect(back.data).toEqual([{ kind: 'instructor_question', subscribed: true }]);
  });

  it('tells the instructor of a new review, unless they switched the kind off', async () => {
    await query("delete from public.reviews where course_id = 4 and user_id = '00000000-0000-4000-8000-000000000b02'");
    expect((await somchai.from('reviews').insert({ course_id: 4, rating: 5, comment: 'สอนเข้าใจง่ายมาก' })).error).toBeNull();
    const [mail] = await outboxOf(INSTRUCTOR_EMAIL, 'instructor_review');
    const [course] = await query<{ title: string }>('select title from public.courses where id = 4');
    expect(mail?.subject).toBe(`รีวิวใหม่ 5 ดาว ของคอร์ส ${course?.title ?? '?'}`);

    await query(
      "insert into public.notification_preferences (user_id, kind, subscribed) values ('00000000-0000-4000-8000-000000000c01', 'instructor_review', false)",
    );
    await query("delete from public.reviews where course_id = 4 and user_id = '00000000-0000-4000-8000-000000000b02'");
    expect((await somchai.from('reviews').insert({ course_id: 4, rating: 4, comment: '' })).error).toBeNull();
    expect(await outboxOf(INSTRUCTOR_EMAIL, 'instructor_review')).toHaveLength(1);
  });

  it('queues "returned from review" for the instructor and "submitted" for every admin, callable only by the database', async () => {
    const [returned] = await query<{ id: number | null }>(
      "select public.queue_course_returned_email(4, 'เพิ่มคำบรรยายภาษาไทยในบทที่ 2') as id",
    );
    expect(returned?.id).not.toBeNull();
    const [mail] = await outboxOf(INSTRUCTOR_EMAIL, 'course_returned');
    expect(mail?.body_text).toContain('เพิ่มคำบรรยายภาษาไทยในบทที่ 2');
    const [submitted] = await query<{ n: number }>('select public.queue_course_submitted_email(4) as n');
    expect(submitted?.n).toBeGreaterThan(0);
    expect(await outboxOf('admin@riancode.dev', 'course_submitted')).toHaveLength(1);
    expect((await somchai.rpc('queue_course_submitted_email', { p_course_id: 4 })).error?.code).toBe('42501');
  });
});
