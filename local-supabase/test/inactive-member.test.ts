import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * A member an admin deactivates while their tab is open keeps a valid access token until it
 * expires (as on hosted Supabase). The database must refuse that token's every paid read and
 * every write, and the auth service every sign-in and refresh (the deactivation is a ban);
 * reactivation restores everything. Course 1 is paid (lessons 111 and 112 free previews, 113 paid), course 7
 * is free.
 */
let server: TestServer;
let service: SupabaseClient;
let member: SupabaseClient;
let memberId = '';
const EMAIL = 'soon-suspended@example.com';
const PASSWORD = 'Passw0rd!';

const setStatus = async (status: 'active' | 'inactive') => {
  const { error } = await service.from('users').update({ status }).eq('id', memberId).select();
  expect(error).toBeNull();
};

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  member = await newUserClient(server, EMAIL, PASSWORD);
  const { data } = await member.auth.getUser();
  memberId = data.user?.id ?? '';
  // Arranged with the service role: an enrolment in paid course 1 (as a paid order would), a
  // completed lesson and a review, so there is something of theirs to read, delete and edit.
  expect((await service.from('enrollments').insert({ user_id: memberId, course_id: 1 })).error).toBeNull();
  // Lesson 111 is a video: its completion needs watch evidence (decision 0043), so arranged too.
  expect((await service.from('lesson_progress').insert({ user_id: memberId, lesson_id: 111 })).error).toBeNull();
  expect((await member.from('reviews').insert({ course_id: 1, rating: 4, comment: 'ดี' })).error).toBeNull();
  expect((await member.from('lesson_contents').select('lesson_id').eq('lesson_id', 113)).data).toHaveLength(1);
  await setStatus('inactive');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('an open session of a deactivated member', () => {
  it('reads no paid content, through the table or the player', async () => {
    expect((await member.from('lesson_contents').select('lesson_id').eq('lesson_id', 113)).data).toEqual([]);
    expect((await member.rpc('get_lesson', { p_lesson_id: 113 })).error?.code).toBe('42501');
    // Free previews stay as public as they are to a visitor.
    expect((await member.rpc('get_lesson', { p_lesson_id: 111 })).error).toBeNull();
  });

  it.each([
    ['enrols in the free course', (db: SupabaseClient) => db.from('enrollments').insert({ course_id: 7 }).select()],
    ['completes a lesson', (db: SupabaseClient) => db.from('lesson_progress').insert({ lesson_id: 113 }).select()],
    ['posts a review', (db: SupabaseClient) => db.from('reviews').insert({ course_id: 7, rating: 5 }).select()],
  ])('is refused with 42501 when it %s', async (_what, write) => {
    expect((await write(member)).error?.code).toBe('42501');
  });

  it.each([
    ['edits its profile', (db: SupabaseClient) => db.from('users').update({ bio: 'ยังอยู่' }).eq('id', memberId).select()],
    ['edits its review', (db: SupabaseClient) => db.from('reviews').update({ comment: 'แก้' }).eq('user_id', memberId).select()],
    ['deletes its progress', (db: SupabaseClient) => db.from('lesson_progress').delete().eq('user_id', memberId).select()],
  ])('changes nothing when it %s', async (_what, write) => {
    const { data, error } = await write(member);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('cannot buy: the checkout functions say member_inactive', async () => {
    for (const fn of ['checkout_quote', 'create_order'] as const) {
      const { error } = await member.rpc(fn, { p_course_id: 2 });
      expect(error).toMatchObject({ code: 'P0001', message: 'member_inactive' });
    }
  });

  it('cannot upload a payment slip', async () => {
    const upload = await member.storage
      .from('payment-slips')
      .upload(`${memberId}/1/slip.png`, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
  });

  it('cannot refresh, and cannot sign in again: the deactivation is a ban', async () => {
    const refreshed = await member.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' });
    const again = await newSignIn();
    expect(again.error).toMatchObject({ status: 400, code: 'user_banned' });
    const banned = await service.auth.admin.getUserById(memberId);
    expect(new Date(banned.data.user?.banned_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 365 * 24 * 3600 * 1000);
  });
});

describe('reactivation', () => {
  it('restores sign-in and everything the member had', async () => {
    await setStatus('active');
    expect((await service.auth.admin.getUserById(memberId)).data.user?.banned_until ?? null).toBeNull();
    const { data, error } = await newSignIn();
    expect(error).toBeNull();
    const client = data.client;
    expect((await client.from('lesson_contents').select('lesson_id').eq('lesson_id', 113)).data).toHaveLength(1);
    expect((await client.from('lesson_progress').insert({ lesson_id: 113 }).select()).error).toBeNull();
  });
});

/** A fresh sign-in with the member's password, as a new tab would. */
async function newSignIn() {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  return { error, data: { client } };
}
