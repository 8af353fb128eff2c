import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Lesson Q&A against abuse (issue 27 items 4 and 5, decision 0044): a member's posts are
 * throttled by the database (5 a minute, 30 an hour, questions and replies together), and
 * nobody can ask through the API whether an arbitrary user id is an admin.
 * Seed (lesson-qa.test.ts): the demo learner and somchai are enrolled in course 1 (lesson 121);
 * question 2 sits on the free preview 111, with the admin's reply.
 */

const LEARNER = '00000000-0000-4000-8000-000000000b01';
const SOMCHAI = '00000000-0000-4000-8000-000000000b02';
const ADMIN = '00000000-0000-4000-8000-000000000a01';
const LESSON = 121;

let server: TestServer;
let learner: SupabaseClient;
let somchai: SupabaseClient;

const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  server.db.transaction(null, async (tx) => (await tx.query<T>(text, params)).rows);

const postCount = async (userId: string): Promise<number> =>
  (
    await sql<{ n: number }>(
      `select ((select count(*) from public.lesson_questions where user_id = $1) +
             (select count(*) from public.lesson_replies where user_id = $1))::int as n`,
      [userId],
    )
  )[0]?.n ?? -1;

const ask = (client: SupabaseClient, n: number) =>
  client
    .from('lesson_questions')
    .insert({ lesson_id: LESSON, title: `คำถามที่ ${n}`, body: 'ทดสอบ' })
    .select('id')
    .single<{ id: number }>();

beforeAll(async () => {
  server = await startTestServer();
  learner = await signedInClient(server, 'learner');
  somchai = anonClient(server);
  const { error } = await somchai.auth.signInWithPassword({ email: 'somchai@riancode.dev', password: 'Learner#2026' });
  if (error) throw error;
  // The seed's posts are days old: nobody starts this test with recent posts.
  await sql(`update public.lesson_questions set created_at = now() - interval '2 days'`);
  await sql(`update public.lesson_replies set created_at = now() - interval '2 days'`);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('posting is throttled by the database', () => {
  it('refuses a 6th post within a minute (questions and replies together) with post_rate_limited, changing nothing', async () => {
    const first = await ask(learner, 1);
    expect(first.error).toBeNull();
    for (let n = 2; n <= 4; n += 1) expect((await ask(learner, n)).error).toBeNull();
    const reply = await learner.from('lesson_replies').insert({ question_id: first.data?.id, body: 'ตอบเอง' }).select();
    expect(reply.error).toBeNull();

    // However slowly those five went through, they are all within the last minute now.
    await sql(`update public.lesson_questions set created_at = now() where user_id = $1 and created_at > now() - interval '1 hour'`, [
      LEARNER,
    ]);
    await sql(`update public.lesson_replies set created_at = now() where user_id = $1 and created_at > now() - interval '1 hour'`, [
      LEARNER,
    ]);
    const before = await postCount(LEARNER);
    const refused = await ask(learner, 6);
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'post_rate_limited', details: 'at most 5 posts a minute' });
    const refusedReply = await learner.from('lesson_replies').insert({ question_id: first.data?.id, body: 'อีกที' }).select();
    expect(refusedReply.error).toMatchObject({ code: 'P0001', message: 'post_rate_limited' });
    expect(await postCount(LEARNER)).toBe(before);

    // A minute later (the posts' times moved back, rather than waiting) the member may post again.
    await sql(`update public.lesson_questions set created_at = created_at - interval '61 seconds' where user_id = $1`, [LEARNER]);
    await sql(`update public.lesson_replies set created_at = created_at - interval '61 seconds' where user_id = $1`, [LEARNER]);
    expect((await ask(learner, 7)).error).toBeNull();
  });

  it('refuses the 31st post within an hour', async () => {
    await sql(
      `insert into public.lesson_questions (lesson_id, user_id, title, body, created_at)
       select $1, $2, 'เก่า ' || g, 'ทดสอบ', now() - interval '10 minutes' from generate_series(1, 29) g`,
      [LESSON, SOMCHAI],
    );
    expect((await ask(somchai, 30)).error).toBeNull();
    const refused = await ask(somchai, 31);
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'post_rate_limited', details: 'at most 30 posts an hour' });
  });

  it('does not throttle trusted writers (the seed, definer functions)', async () => {
    await sql(
      `insert into public.lesson_questions (lesson_id, user_id, title, body)
       select $1, $2, 'ระบบ ' || g, 'ทดสอบ' from generate_series(1, 40) g`,
      [LESSON, LEARNER],
    );
    const [recent] = await sql<{ n: number }>(
      `select count(*)::int as n from public.lesson_questions where user_id = $1 and created_at > now() - interval '1 minute'`,
      [LEARNER],
    );
    expect(recent?.n).toBeGreaterThanOrEqual(40);
  });
});

describe('lesson_post_author_role is not an API', () => {
  it('refuses anon and members alike: it would tell whether any user id is an admin', async () => {
    for (const client of [anonClient(server), learner]) {
      const { data, error } = await client
        .rpc('lesson_post_author_role', { p_user_id: ADMIN, p_course_id: 1 })
        .overrideTypes<string | null>();
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '42501' });
    }
  });

  it('the threads still name the role of the authors they show, to a visitor too', async () => {
    const { data, error } = await learner.from('lesson_question_replies').select('user_id, author_role').eq('question_id', 1).order('id');
    expect(error).toBeNull();
    expect(data?.[0]).toEqual({ user_id: ADMIN, author_role: 'admin' });
    expect(data?.[1]).toEqual({ user_id: SOMCHAI, author_role: 'learner' });
    const thread = await anonClient(server).from('lesson_question_threads').select('id, author_role').eq('id', 2).single();
    expect(thread.data).toEqual({ id: 2, author_role: 'learner' });
  });
});
