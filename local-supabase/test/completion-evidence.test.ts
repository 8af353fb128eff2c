import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Certificates only from evidence the server checked (issue 27, decision 0043), through
// unmodified supabase-js. Course 7 (free): 711 video (the 6-second sample clip), 712 exercise
// without code (self-declared), 713 quiz. Course 1 (paid, no quiz): videos, documents, exercises.
// Elapsed time between heartbeats is simulated by the service role moving the last heartbeat's
// server timestamp back: the learner never sends a time.

const VIDEO = 711;
const QUIZ = 713;
const ALL_RIGHT = { 7131: 71311, 7132: [71321, 71322, 71324], 7133: 'Git Merge' };
const ONE_WRONG = { 7131: 71312, 7132: [71321, 71322, 71324], 7133: 'merge' };

interface Heartbeat {
  credited_seconds: number;
  required_seconds: number;
  watched_enough: boolean;
}
interface Learner {
  client: SupabaseClient;
  id: string;
}

let server: TestServer;
let service: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A new learner enrolled in `course` (course 7 by themselves; a paid one by the service role). */
async function enrolledLearner(course: number): Promise<Learner> {
  counter += 1;
  const client = await newUserClient(server, `evidence${counter}@example.com`);
  const id = (await client.auth.getUser()).data.user?.id ?? '';
  const { error } =
    course === 7
      ? await client.from('enrollments').insert({ course_id: course })
      : await service.from('enrollments').insert({ user_id: id, course_id: course });
  expect(error).toBeNull();
  return { client, id };
}

const heartbeat = async (learner: Learner, position: number, lessonId = VIDEO): Promise<Heartbeat> => {
  const result = await learner.client.rpc('record_watch_progress', { p_lesson_id: lessonId, p_position: position });
  expect(result.error).toBeNull();
  return result.data as Heartbeat;
};

/** As if `seconds` of wall time had passed since the learner's last heartbeat. */
const elapse = async (learner: Learner, seconds: number, lessonId = VIDEO): Promise<void> => {
  const { data: row } = await service
    .from('lesson_watch_progress')
    .select('last_heartbeat_at')
    .eq('user_id', learner.id)
    .eq('lesson_id', lessonId)
    .single();
  const last = new Date((row as { last_heartbeat_at: string }).last_heartbeat_at).getTime();
  const { error } = await service
    .from('lesson_watch_progress')
    .update({ last_heartbeat_at: new Date(last - seconds * 1000).toISOString() })
    .eq('user_id', learner.id)
    .eq('lesson_id', lessonId);
  expect(error).toBeNull();
};

/** grade_quiz_attempt's answer, as JSON (the tests look at its shape). */
const grade = async (learner: Learner, answers: unknown): Promise<unknown> =>
  (await learner.client.rpc('grade_quiz_attempt', { p_lesson_id: QUIZ, p_answers: answers })).data as unknown;

const complete = (learner: Learner, lessonId: number) => learner.client.rpc('complete_lesson', { p_lesson_id: lessonId });
const certificates = async (learner: Learner) => (await learner.client.from('certificates').select('code')).data ?? [];
const points = async (learner: Learner) =>
  ((await learner.client.from('users').select('points').single()).data as { points: number }).points;

describe('forged progress', () => {
  it('inserting every lesson of a course without a quiz at once issues no certificate', async () => {
    const learner = await enrolledLearner(1);
    const { data: lessons } = await learner.client.from('lessons').select('id, type').eq('course_id', 1);
    expect(lessons?.length).toBe(12);
    const forged = await learner.client.from('lesson_progress').insert((lessons ?? []).map((l) => ({ lesson_id: l.id as number })));
    expect(forged.error?.code).toBe('42501');
    for (const lesson of lessons ?? []) await learner.client.from('lesson_progress').insert({ lesson_id: lesson.id as number });
    const done = (await learner.client.from('lesson_progress').select('lesson_id')).data?.map((p) => p.lesson_id as number) ?? [];
    // Only what is self-declared went in: documents, the project and the exercise without code
    // (133); none of the videos, nor 123, the exercise with code.
    const selfDeclared = (lessons ?? [])
      .filter((l) => l.type === 'document' || l.type === 'project' || (l.type === 'exercise' && l.id !== 123))
      .map((l) => l.id as number);
    expect(selfDeclared).toContain(133);
    expect(done.sort()).toEqual(selfDeclared.sort());
    expect(await certificates(learner)).toEqual([]);
    expect(await points(learner)).toBe(0);
  });

  it('complete_lesson refuses each lesson without its evidence, with a key', async () => {
    const learner = await enrolledLearner(7);
    expect((await complete(learner, VIDEO)).error).toMatchObject({ code: 'P0001', message: 'video_not_watched' });
    expect((await complete(learner, QUIZ)).error).toMatchObject({ code: 'P0001', message: 'quiz_not_passed' });
    expect((await complete(learner, 123)).error).toMatchObject({ code: 'P0001', message: 'lesson_not_available' });
    // A free preview may be read without enrolling, but not completed.
    expect((await complete(learner, 111)).error).toMatchObject({ code: 'P0001', message: 'not_enrolled' });
    const course1 = await enrolledLearner(1);
    expect((await complete(course1, 123)).error).toMatchObject({ code: 'P0001', message: 'exercise_not_passed' });
    expect((await complete(course1, 113)).error).toBeNull();
  });

  it('nobody but the service role writes watch progress', async () => {
    const learner = await enrolledLearner(7);
    const inserted = await learner.client
      .from('lesson_watch_progress')
      .insert({ user_id: learner.id, lesson_id: VIDEO, last_position_seconds: 6, credited_seconds: 6 })
      .select();
    expect(inserted.error?.code).toBe('42501');
    await heartbeat(learner, 0);
    const raised = await learner.client.from('lesson_watch_progress').update({ credited_seconds: 6 }).eq('lesson_id', VIDEO).select();
    expect(raised.error?.code).toBe('42501');
    const row = await learner.client.from('lesson_watch_progress').select('credited_seconds').single();
    expect(row.data).toEqual({ credited_seconds: 0 });
  });
});

describe('watch progress', () => {
  it('a jump to the end is credited at most twice the time that passed', async () => {
    // Lesson 111 (course 1) with a 10-minute video: whatever the machine's speed, a jump is
    // worth seconds, far from the 480 s needed.
    expect((await service.from('lesson_contents').update({ video_duration_seconds: 600 }).eq('lesson_id', 111)).error).toBeNull();
    const learner = await enrolledLearner(1);
    const heartbeatAt = async () =>
      new Date(
        (
          (await service.from('lesson_watch_progress').select('last_heartbeat_at').eq('user_id', learner.id).eq('lesson_id', 111).single())
            .data as { last_heartbeat_at: string }
        ).last_heartbeat_at,
      ).getTime();
    expect(await heartbeat(learner, 0, 111)).toEqual({ credited_seconds: 0, required_seconds: 480, watched_enough: false });
    await elapse(learner, 1, 111);
    const before = await heartbeatAt();
    const jumped = await heartbeat(learner, 600, 111);
    const serverElapsed = ((await heartbeatAt()) - before) / 1000;
    expect(serverElapsed).toBeGreaterThanOrEqual(1);
    expect(jumped.credited_seconds).toBeCloseTo(Math.min(600, 2 * serverElapsed), 1);
    expect(jumped.watched_enough).toBe(false);
    expect((await complete(learner, 111)).error?.message).toBe('video_not_watched');
  });

  it('rewinding and positions past the end credit nothing extra', async () => {
    const learner = await enrolledLearner(7);
    await heartbeat(learner, 3);
    await elapse(learner, 60);
    expect((await heartbeat(learner, 1)).credited_seconds).toBe(0);
    await elapse(learner, 60);
    // The clip is 6 s: position 1000 counts as 6, so 5 s at most.
    expect((await heartbeat(learner, 1000)).credited_seconds).toBe(5);
    const refused = await learner.client.rpc('record_watch_progress', { p_lesson_id: VIDEO, p_position: -1 });
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'position_invalid' });
  });

  it('a genuine sequence of heartbeats completes the video lesson', async () => {
    const learner = await enrolledLearner(7);
    await heartbeat(learner, 0);
    await elapse(learner, 3);
    expect((await heartbeat(learner, 3)).credited_seconds).toBe(3);
    await elapse(learner, 3);
    expect(await heartbeat(learner, 6)).toEqual({ credited_seconds: 6, required_seconds: 4.8, watched_enough: true });
    expect((await complete(learner, VIDEO)).error).toBeNull();
    expect((await learner.client.from('lesson_progress').select('lesson_id')).data).toEqual([{ lesson_id: VIDEO }]);
    // Twice is not an error (a double click, another tab).
    expect((await complete(learner, VIDEO)).error).toBeNull();
  });

  it('a lesson completed before issue 27 (the seed) is not asked for evidence again', async () => {
    // The demo learner's course 1 progress includes video 111, seeded without heartbeats.
    const demo = await signedInClient(server, 'learner');
    expect((await demo.from('lesson_watch_progress').select('lesson_id')).data).toEqual([]);
    expect((await demo.rpc('complete_lesson', { p_lesson_id: 111 })).error).toBeNull();
    // …while the exercise 123, not yet done, still needs the grader's pass.
    expect((await demo.rpc('complete_lesson', { p_lesson_id: 123 })).error?.message).toBe('exercise_not_passed');
  });

  it('refuses a lesson the learner may not watch, and a lesson that is not a video', async () => {
    const learner = await enrolledLearner(7);
    const paid = await learner.client.rpc('record_watch_progress', { p_lesson_id: 121, p_position: 1 });
    expect(paid.error).toMatchObject({ code: 'P0001', message: 'video_not_available' });
    const quiz = await learner.client.rpc('record_watch_progress', { p_lesson_id: QUIZ, p_position: 1 });
    expect(quiz.error?.message).toBe('video_not_available');
  });
});

describe('quiz explanations', () => {
  it('are hidden after a failed attempt with attempts left, shown after the last one', async () => {
    const learner = await enrolledLearner(7);
    for (const left of [2, 1]) {
      const data = await grade(learner, ONE_WRONG);
      expect(data).toMatchObject({ passed: false, attempts_left: left, explanations_shown: false, results: [] });
      expect(JSON.stringify(data)).not.toMatch(/explanation"|git switch/);
    }
    const last = await grade(learner, ONE_WRONG);
    expect(last).toMatchObject({ passed: false, attempts_left: 0, explanations_shown: true });
    expect(JSON.stringify(last)).toContain('git switch -c');
  });

  it('are shown with a pass', async () => {
    const learner = await enrolledLearner(7);
    const data = await grade(learner, ALL_RIGHT);
    expect(data).toMatchObject({ passed: true, explanations_shown: true });
    expect((data as { results: unknown[] }).results).toHaveLength(3);
  });
});

describe("the README's demo path", () => {
  it('course 7: watch the video, mark the exercise, pass the quiz: certificate and 100 points', async () => {
    const learner = await enrolledLearner(7);
    await heartbeat(learner, 0);
    await elapse(learner, 6);
    expect((await heartbeat(learner, 6)).watched_enough).toBe(true);
    expect((await complete(learner, VIDEO)).error).toBeNull();
    // 712 is an exercise without code: self-declared, directly or through complete_lesson.
    expect((await learner.client.from('lesson_progress').insert({ lesson_id: 712 })).error).toBeNull();
    expect(await certificates(learner)).toEqual([]);
    const data = await grade(learner, ALL_RIGHT);
    expect((data as { certificate_code: string | null }).certificate_code).toMatch(/\S/);
    expect(await certificates(learner)).toHaveLength(1);
    expect(await points(learner)).toBe(100);
  });
});
