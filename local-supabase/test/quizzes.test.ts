import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Quizzes (issue 19, items 3, 5 and 8) through unmodified supabase-js: the grader decides the
// score, refuses what is not an answer to this quiz, keeps the attempt limit, and a pass
// completes the lesson; the certificate comes only when the rest of the course is done too.
// The seeded quiz is lesson 713, the last lesson of the free course 7 (711 video, 712 exercise).

const QUIZ = 713;
const COURSE = 7;
const ALL_RIGHT = { 7131: 71311, 7132: [71321, 71322, 71324], 7133: 'Git Merge' };
const ONE_WRONG = { 7131: 71312, 7132: [71321, 71322, 71324], 7133: 'merge' };

interface Graded {
  score: number;
  passed: boolean;
  attempts_used: number;
  attempts_left: number | null;
  certificate_code: string | null;
  results: { question_id: number; correct: boolean; explanation: string }[];
}
interface RpcResult<T> {
  data: T | null;
  error: { code: string; message: string } | null;
}

let server: TestServer;
let admin: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
}, 120_000);

afterAll(async () => {
  await server.stop();
});

/** A new learner enrolled in course 7, so each test starts with no attempts and no progress. */
async function enrolledLearner(): Promise<SupabaseClient> {
  counter += 1;
  const client = await newUserClient(server, `quiz${counter}@example.com`);
  const { error } = await client.from('enrollments').insert({ course_id: COURSE });
  expect(error).toBeNull();
  return client;
}

/** Lessons 711 (video) and 712 done, arranged by the service role: the video's watch evidence
 * is completion-evidence.test.ts's subject. */
async function completeOthers(learner: SupabaseClient): Promise<void> {
  const id = (await learner.auth.getUser()).data.user?.id;
  const { error } = await serviceClient(server)
    .from('lesson_progress')
    .insert([711, 712].map((lesson_id) => ({ user_id: id, lesson_id })));
  expect(error).toBeNull();
}

const grade = (client: SupabaseClient, answers: unknown, extra: Record<string, unknown> = {}) =>
  client.rpc('grade_quiz_attempt', { p_lesson_id: QUIZ, p_answers: answers, ...extra }) as unknown as Promise<RpcResult<Graded>>;

describe('grading', () => {
  it('ignores a forged score: the client cannot send one, nor write an attempt', async () => {
    const learner = await enrolledLearner();
    // No such parameter: PostgREST finds no function with that signature.
    const forged = await grade(learner, ONE_WRONG, { p_score: 100 });
    expect(forged.error?.code).toBe('PGRST202');
    const smuggled = await grade(learner, { ...ONE_WRONG, score: 100, passed: true });
    expect(smuggled.error).toMatchObject({ code: 'P0001', message: 'quiz_malformed_answers' });
    const written = await learner
      .from('quiz_attempts')
      .insert({ lesson_id: QUIZ, course_id: COURSE, answers: {}, correct_count: 3, question_count: 3, score: 100, passed: true })
      .select();
    expect(written.error?.code).toBe('42501');
    const graded = await grade(learner, ONE_WRONG);
    expect(graded.error).toBeNull();
    expect(graded.data).toMatchObject({ score: 66, passed: false, attempts_used: 1, attempts_left: 2 });
    const progress = await learner.from('lesson_progress').select('lesson_id').eq('lesson_id', QUIZ);
    expect(progress.data).toEqual([]);
  });

  it('refuses an answer for a question that is not in the quiz', async () => {
    const learner = await enrolledLearner();
    const result = await grade(learner, { ...ALL_RIGHT, 111: 1 });
    expect(result.error).toMatchObject({ code: 'P0001', message: 'quiz_unknown_question' });
    const attempts = await learner.from('quiz_attempts').select('id');
    expect(attempts.data).toEqual([]);
  });

  it('refuses an attempt past the limit (3), even a right one', async () => {
    const learner = await enrolledLearner();
    for (let i = 0; i < 3; i += 1) expect((await grade(learner, ONE_WRONG)).error).toBeNull();
    const fourth = await grade(learner, ALL_RIGHT);
    expect(fourth.error).toMatchObject({ code: 'P0001', message: 'quiz_attempts_exhausted' });
    const attempts = await learner.from('quiz_attempts').select('passed');
    expect(attempts.data).toHaveLength(3);
  });

  it('returns explanations only after grading; the answer tables stay closed to learners', async () => {
    const learner = await enrolledLearner();
    const quiz = await learner.rpc('get_quiz', { p_lesson_id: QUIZ });
    expect(quiz.error).toBeNull();
    expect(JSON.stringify(quiz.data)).not.toMatch(/is_correct|explanation/);
    for (const table of ['quiz_questions', 'quiz_choices', 'quiz_short_answers']) {
      const { data } = await learner.from(table).select('*');
      expect(data).toEqual([]);
    }
    // A failed attempt with attempts left tells nothing per question (issue 27); a pass does.
    expect((await grade(learner, ONE_WRONG)).data?.results).toEqual([]);
    const graded = await grade(learner, ALL_RIGHT);
    expect(graded.data?.results.map((r) => r.correct)).toEqual([true, true, true]);
    expect(graded.data?.results[0]?.explanation).toContain('git switch -c');
  });
});

describe('completion', () => {
  it('a pass completes the quiz lesson; the certificate and points come only with every other lesson done', async () => {
    const learner = await enrolledLearner();
    const profile = async () => (await learner.from('users').select('points').single()).data as { points: number };
    const direct = await learner.from('lesson_progress').insert({ lesson_id: QUIZ });
    expect(direct.error).toMatchObject({ code: 'P0001', message: 'quiz_not_passed' });

    expect((await grade(learner, ONE_WRONG)).data?.passed).toBe(false);
    const passed = await grade(learner, ALL_RIGHT);
    expect(passed.data).toMatchObject({ score: 100, passed: true, certificate_code: null });
    const progress = await learner.from('lesson_progress').select('lesson_id');
    expect(progress.data).toEqual([{ lesson_id: QUIZ }]);
    expect((await learner.from('certificates').select('code')).data).toEqual([]);
    expect((await profile()).points).toBe(0);

    await completeOthers(learner);
    const certificates = (await learner.from('certificates').select('code')).data as { code: string }[];
    expect(certificates).toHaveLength(1);
    const row = await learner
      .from('my_course_progress')
      .select('progress_percent, completed_at, certificate_code')
      .eq('course_id', COURSE)
      .single();
    expect(row.data).toMatchObject({ progress_percent: 100, certificate_code: certificates[0]?.code });
    expect((row.data as { completed_at: string | null }).completed_at).not.toBeNull();
    expect((await profile()).points).toBe(100);
  });

  it('the other lessons alone, without the quiz, issue no certificate', async () => {
    const learner = await enrolledLearner();
    await completeOthers(learner);
    const row = await learner
      .from('my_course_progress')
      .select('progress_percent, completed_at, certificate_code')
      .eq('course_id', COURSE)
      .single();
    expect(row.data).toEqual({ progress_percent: 66, completed_at: null, certificate_code: null });
  });
});

describe('authoring', () => {
  it('an admin saves a quiz whole; a malformed one is refused with a key and changes nothing', async () => {
    const lesson = await admin.from('lessons').insert({ module_id: 81, title: 'แบบทดสอบ API', type: 'quiz' }).select('id').single();
    expect(lesson.error).toBeNull();
    const lessonId = (lesson.data as { id: number }).id;
    const save = (questions: unknown) =>
      admin.rpc('admin_save_quiz', { p_lesson_id: lessonId, p_pass_percent: 60, p_max_attempts: null, p_questions: questions });
    const twoRight = [
      {
        kind: 'single',
        prompt: 'ข้อใด',
        explanation: '',
        choices: [
          { label: 'ก', is_correct: true },
          { label: 'ข', is_correct: true },
        ],
      },
    ];
    expect((await save(twoRight)).error).toMatchObject({ code: 'P0001', message: 'quiz_wrong_correct_count' });
    expect((await save([{ kind: 'short', prompt: 'พิมพ์', answers: ['  '] }])).error).toMatchObject({ message: 'quiz_short_needs_answer' });
    expect((await admin.from('quiz_questions').select('id').eq('lesson_id', lessonId)).data).toEqual([]);

    const saved = await save([
      {
        kind: 'multiple',
        prompt: 'เลือก',
        explanation: 'เพราะ',
        choices: [
          { label: 'ก', is_correct: true },
          { label: 'ข', is_correct: false },
        ],
      },
      { kind: 'short', prompt: 'พิมพ์ GET', explanation: '', answers: ['GET', 'get'] },
    ]);
    expect(saved.error).toBeNull();
    const read = await admin
      .from('quiz_questions')
      .select('kind, quiz_choices(label, is_correct), quiz_short_answers(answer)')
      .eq('lesson_id', lessonId)
      .order('position');
    expect(read.data).toEqual([
      {
        kind: 'multiple',
        quiz_choices: [
          { label: 'ก', is_correct: true },
          { label: 'ข', is_correct: false },
        ],
        quiz_short_answers: [],
      },
      // "GET" and "get" are one answer once normalised.
      { kind: 'short', quiz_choices: [], quiz_short_answers: [{ answer: 'GET' }] },
    ]);
    const learner = await enrolledLearner();
    const refused = await learner.rpc('admin_save_quiz', { p_lesson_id: QUIZ, p_pass_percent: 1, p_max_attempts: null, p_questions: [] });
    expect(refused.error?.code).toBe('42501');
  });
});
