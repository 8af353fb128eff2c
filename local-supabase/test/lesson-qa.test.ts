import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Lesson Q&A through supabase-js as the apps ask it, against the seed: course 1 (the demo
// learner, somchai and anucha enrolled; lessons 111 and 112 free previews), question 1 on paid
// (lesson 113; the admin's reply 1 accepted, somchai's reply 2, anucha's reply 3 hidden), question 2 on
// preview 111, question 3 on course 4's paid lesson 421 (somchai only).

const OTHER = '00000000-0000-4000-8000-000000000b02';
let server: TestServer;
let anon: SupabaseClient;
let learner: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  learner = await signedInClient(server, 'learner');
  admin = await signedInClient(server, 'admin');
  other = anonClient(server);
  const { error } = await other.auth.signInWithPassword({ email: 'somchai@riancode.dev', password: 'Learner#2026' });
  if (error) throw error;
  service = serviceClient(server);
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const threadIds = async (db: SupabaseClient, lessonId: number): Promise<number[]> => {
  const { data, error } = await db.from('lesson_question_threads').select('id').eq('lesson_id', lessonId).order('id');
  if (error) throw error;
  return data.map((row: { id: number }) => row.id);
};

describe('reading threads', () => {
  it('follows who can see the lesson: a preview for anyone, a paid lesson for its members and admins', async () => {
    expect(await threadIds(anon, 111)).toEqual([2]);
    expect(await threadIds(anon, 113)).toEqual([]);
    expect(await threadIds(learner, 113)).toEqual([1]);
    expect(await threadIds(learner, 421)).toEqual([]);
    expect(await threadIds(other, 421)).toEqual([3]);
    expect(await threadIds(admin, 421)).toEqual([3]);
  });

  it('masks a hidden reply for members and shows it to admins; marks the accepted answer and the admin', async () => {
    const replies = async (db: SupabaseClient) =>
      (await db.from('lesson_question_replies').select('id,status,body,is_accepted,author_role').eq('question_id', 1).order('id')).data;
    expect(await replies(learner)).toEqual([
      expect.objectContaining({ id: 1, status: 'visible', is_accepted: true, author_role: 'admin' }),
      expect.objectContaining({ id: 2, status: 'visible', is_accepted: false, author_role: 'learner' }),
      { id: 3, status: 'hidden', body: null, is_accepted: false, author_role: 'learner' },
    ]);
    const asAdmin = await replies(admin);
    expect(asAdmin?.[2]).toMatchObject({ id: 3, status: 'hidden' });
    expect(String(asAdmin?.[2]?.body)).toContain('ทักไลน์');
  });

  it("keeps the tables themselves to one's own posts, so no masked body leaks through them", async () => {
    const { data } = await learner.from('lesson_replies').select('id,body');
    expect(data).toEqual([]);
    const hides = await learner.from('lesson_post_hides').select('*');
    expect(hides.data).toEqual([]);
  });
});

describe('asking, replying, editing and deleting', () => {
  it('lets an enrolled learner ask and reply, not a learner outside the course nor a visitor on a preview', async () => {
    const asked = await learner
      .from('lesson_questions')
      .insert({ lesson_id: 121, title: 'ทำไมต้องใช้ f-string', body: 'ต่างจาก `+` ยังไง' })
      .select()
      .single();
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ course_id: 1, lesson_id: 121 });
    // The demo learner is not enrolled in course 4, and a visitor writes nothing even on a preview.
    expect((await learner.from('lesson_questions').insert({ lesson_id: 421, title: 'x', body: 'x' }).select()).error?.code).toBe('42501');
    expect((await anon.from('lesson_questions').insert({ lesson_id: 111, title: 'x', body: 'x' }).select()).error?.code).toBe('42501');
    expect((await learner.from('lesson_replies').insert({ question_id: 3, body: 'x' }).select()).error?.code).toBe('42501');
    const reply = await other
      .from('lesson_replies')
      .insert({ question_id: (asked.data as { id: number }).id, body: 'อ่านง่ายกว่าครับ' })
      .select()
      .single();
    expect(reply.error).toBeNull();
    expect(reply.data).toMatchObject({ lesson_id: 121, course_id: 1, user_id: OTHER });
    // Under a question with no accepted answer yet, a reply is plainly not accepted (never null).
    const seen = await learner
      .from('lesson_question_replies')
      .select('is_accepted')
      .eq('question_id', (asked.data as { id: number }).id);
    expect(seen.data).toEqual([{ is_accepted: false }]);
  });

  it("takes a post's place from its lesson or question, whatever course and lesson the browser names", async () => {
    // The generated Insert types ask for them (not null, no default); the triggers still decide.
    const asked = await learner
      .from('lesson_questions')
      .insert({ lesson_id: 121, course_id: 4, title: 'คอร์สไหนนะ', body: 'ชื่อคอร์สผิด' })
      .select()
      .single();
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ course_id: 1, lesson_id: 121 });
    const reply = await other
      .from('lesson_replies')
      .insert({ question_id: (asked.data as { id: number }).id, lesson_id: 421, course_id: 4, body: 'ตอบผิดที่' })
      .select()
      .single();
    expect(reply.error).toBeNull();
    expect(reply.data).toMatchObject({ lesson_id: 121, course_id: 1 });
  });

  it('lets only the author edit, and never the place or the author of a post', async () => {
    expect((await other.from('lesson_questions').update({ title: 'แก้ของคนอื่น' }).eq('id', 1).select()).data).toEqual([]);
    const edited = await learner
      .from('lesson_questions')
      .update({ title: 'ติดตั้ง Python แล้วเรียก python ไม่เจอ' })
      .eq('id', 1)
      .select()
      .single();
    expect(edited.error).toBeNull();
    expect((await learner.from('lesson_questions').update({ lesson_id: 421 }).eq('id', 1).select()).error?.code).toBe('42501');
    expect((await learner.from('lesson_questions').update({ user_id: OTHER }).eq('id', 1).select()).error?.code).toBe('42501');
  });

  it("soft-deletes one's own post: the thread stays, the words are gone, someone else's is post_not_found", async () => {
    const denied = await learner.rpc('delete_lesson_post', { p_kind: 'reply', p_id: 2 });
    expect(denied.error?.message).toBe('post_not_found');
    expect((await other.rpc('delete_lesson_post', { p_kind: 'reply', p_id: 2 })).error).toBeNull();
    const { data } = await learner.from('lesson_question_replies').select('id,status,body').eq('id', 2).single();
    expect(data).toEqual({ id: 2, status: 'deleted', body: null });
    const stored = await service.from('lesson_replies').select('body,deleted_at').eq('id', 2).single();
    expect(stored.data?.body).toBeNull();
    expect(stored.data?.deleted_at).not.toBeNull();
    expect((await other.from('lesson_replies').update({ body: 'กลับมา' }).eq('id', 2).select()).data).toEqual([]);
  });
});

describe('accepting and hiding', () => {
  it("lets an admin accept an answer, not a learner, and the course's instructor once linked to an account", async () => {
    const refused = await learner.rpc('accept_lesson_reply', { p_question_id: 1, p_reply_id: null });
    expect(refused.error?.code).toBe('42501');
    const cleared = await admin.rpc('accept_lesson_reply', { p_question_id: 1, p_reply_id: null });
    expect(cleared.error).toBeNull();
    // Course 4's instructor answers with somchai's account.
    const course = await service.from('courses').select('instructor_id').eq('id', 4).single();
    await service.from('instructors').update({ user_id: OTHER }).eq('id', course.data?.instructor_id);
    const reply = await other
      .from('lesson_replies')
      .insert({ question_id: 3, body: 'ลอง encoding="utf-8-sig" ครับ' })
      .select('id')
      .single<{ id: number }>();
    const accepted = await other.rpc('accept_lesson_reply', { p_question_id: 3, p_reply_id: reply.data?.id });
    expect(accepted.error).toBeNull();
    const roles = await other.from('lesson_question_replies').select('author_role,is_accepted').eq('id', reply.data?.id).single();
    expect(roles.data).toEqual({ author_role: 'instructor', is_accepted: true });
    // The instructor signs as the course page names them (instructors.name), not as their account.
    const named = await service.from('instructors').select('name').eq('id', course.data?.instructor_id).single<{ name: string }>();
    const account = await service.from('users').select('name').eq('id', OTHER).single<{ name: string }>();
    expect(named.data?.name).not.toBe(account.data?.name);
    const shown = await other.from('lesson_question_replies').select('author_name').eq('id', reply.data?.id).single();
    expect(shown.data).toEqual({ author_name: named.data?.name });
    // A learner who cannot see the lesson learns nothing about the question.
    expect((await learner.rpc('accept_lesson_reply', { p_question_id: 3, p_reply_id: null })).error?.message).toBe('post_not_found');
    // A reply of another question is not an answer to this one.
    expect((await admin.rpc('accept_lesson_reply', { p_question_id: 1, p_reply_id: reply.data?.id })).error?.message).toBe(
      'reply_not_found',
    );
  });

  it('lets only admins hide and unhide a post', async () => {
    expect((await learner.from('lesson_post_hides').insert({ question_id: 2 }).select()).error?.code).toBe('42501');
    const hidden = await admin.from('lesson_post_hides').insert({ question_id: 2, reason: 'ทดสอบ' }).select().single();
    expect(hidden.error).toBeNull();
    expect((await anon.from('lesson_question_threads').select('status,title,body').eq('id', 2).single()).data).toEqual({
      status: 'hidden',
      title: null,
      body: null,
    });
    await admin.from('lesson_post_hides').delete().eq('question_id', 2);
    expect((await anon.from('lesson_question_threads').select('status').eq('id', 2).single()).data).toEqual({ status: 'visible' });
  });

  it('answers the page which controls to show', async () => {
    const perms = async (db: SupabaseClient, lesson: number) =>
      (await db.rpc('lesson_qa_permissions', { p_lesson_id: lesson })).data as unknown;
    expect(await perms(anon, 111)).toEqual({ can_read: true, can_post: false, can_accept: false, can_hide: false });
    expect(await perms(learner, 113)).toEqual({ can_read: true, can_post: true, can_accept: false, can_hide: false });
    expect(await perms(learner, 421)).toEqual({ can_read: false, can_post: false, can_accept: false, can_hide: false });
    expect(await perms(admin, 421)).toEqual({ can_read: true, can_post: true, can_accept: true, can_hide: true });
  });
});
