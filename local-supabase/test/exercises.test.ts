import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Code exercises (issue 19 items 4 and 8) through unmodified supabase-js. The seed holds a
// JavaScript exercise on lesson 223 (a free preview of paid course 2) and a Python one on lesson
// 123 (course 1: the demo learner is enrolled, 123 not yet done; lesson 113 is a document).
// submit_exercise checks the shape and size of a run and stores it; it cannot check that the
// browser really ran the tests (decision 0034).

const PYTHON_LESSON = 123;
const JS_PREVIEW_LESSON = 223;
const PYTHON_TESTS = ['BMI ตามตัวอย่าง', 'แปลผลปกติ', 'แปลผลผอมและน้ำหนักเกิน'];

interface Submission {
  id: number;
  user_id: string;
  lesson_id: number;
  passed: boolean;
  lesson_completed: boolean;
}

const run = (names: string[], passed: (i: number) => boolean) => ({
  tests: names.map((name, i) => ({ name, passed: passed(i), output: '', error: passed(i) ? null : 'AssertionError' })),
  duration_ms: 12,
});

let server: TestServer;
let anon: SupabaseClient;
let learner: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  admin = await signedInClient(server, 'admin');
  learner = await signedInClient(server, 'learner');
  other = anonClient(server);
  const { error } = await other.auth.signInWithPassword({ email: 'somchai@riancode.dev', password: 'Learner#2026' });
  if (error) throw new Error(`sign-in of somchai failed: ${error.message}`);
  service = serviceClient(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const submit = async (db: SupabaseClient, lessonId: number, code: string, results: unknown): Promise<{ data: Submission | null; error: { code: string; message: string } | null }> => {
  const { data, error } = await db.rpc('submit_exercise', { p_lesson_id: lessonId, p_code: code, p_results: results }).overrideTypes<Submission, { merge: false }>();
  return { data: data as Submission | null, error };
};

describe('reading exercises', () => {
  it('shows an exercise to whoever may read its lesson, and the solution to admins only', async () => {
    expect((await anon.from('lesson_exercises').select('lesson_id')).data).toEqual([{ lesson_id: JS_PREVIEW_LESSON }]);
    const mine = await learner.from('lesson_exercises').select('lesson_id, language, tests').order('lesson_id');
    expect(mine.data?.map((x) => x.lesson_id as number)).toEqual([PYTHON_LESSON, JS_PREVIEW_LESSON]);
    expect(mine.data?.[0]?.language).toBe('python');
    expect((await learner.from('lesson_exercise_solutions').select('lesson_id')).data).toEqual([]);
    expect((await anon.from('lesson_exercise_solutions').select('lesson_id')).error?.code).toBe('42501');
    expect((await admin.from('lesson_exercise_solutions').select('lesson_id')).data).toHaveLength(2);
  });

  it('refuses an exercise on a lesson that is not an exercise, and malformed tests', async () => {
    const notExercise = await admin.from('lesson_exercises').insert({ lesson_id: 113, language: 'python', tests: [{ name: 'a', code: 'assert True' }] }).select();
    expect(notExercise.error?.code).toBe('23514');
    const badTests = await admin.from('lesson_exercises').insert({ lesson_id: 133, language: 'python', tests: [{ name: '', code: 1 }] }).select();
    expect(badTests.error?.code).toBe('23514');
    const badLanguage = await admin.from('lesson_exercises').insert({ lesson_id: 133, language: 'ruby', tests: [{ name: 'a', code: 'x' }] }).select();
    expect(badLanguage.error?.code).toBe('23514');
  });
});

describe('submit_exercise refuses', () => {
  it('a visitor', async () => {
    expect((await submit(anon, JS_PREVIEW_LESSON, 'x', run(['a'], () => true))).error?.code).toBe('42501');
  });

  it('a lesson the learner cannot access (paid, not enrolled) with exercise_not_available', async () => {
    // somchai holds course 1; the demo learner does not hold course 2, whose lesson 223 is a preview.
    const { data: exercise } = await admin.from('lesson_exercises').insert({ lesson_id: 243, language: 'javascript', tests: [{ name: 'a', code: 'assert(true)' }] }).select();
    expect(exercise).toHaveLength(1);
    const refused = await submit(learner, 243, 'x', run(['a'], () => true));
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'exercise_not_available' });
    const noExercise = await submit(learner, 713, 'x', run(['a'], () => true));
    expect(noExercise.error?.message).toBe('exercise_not_available');
    expect((await service.from('exercise_submissions').select('id').eq('lesson_id', 243)).data).toEqual([]);
  });

  it('a 1 MB submission with code_too_large', async () => {
    const refused = await submit(learner, PYTHON_LESSON, 'x'.repeat(1_000_000), run(PYTHON_TESTS, () => true));
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'code_too_large' });
    const justOver = await submit(learner, PYTHON_LESSON, 'ก'.repeat(21_846), run(PYTHON_TESTS, () => true));
    expect(justOver.error?.message).toBe('code_too_large');
  });

  it.each([
    ['not an object', [1, 2]],
    ['no tests', { duration_ms: 1 }],
    ['fewer tests than the exercise has', run(PYTHON_TESTS.slice(0, 2), () => true)],
    ['another test name', run(['BMI ตามตัวอย่าง', 'ปลอม', 'แปลผลผอมและน้ำหนักเกิน'], () => true)],
    ['passed as a string', { tests: PYTHON_TESTS.map((name) => ({ name, passed: 'yes' })) }],
    ['an extra key', { tests: PYTHON_TESTS.map((name) => ({ name, passed: true, score: 100 })) }],
    ['a forged top-level field', { ...run(PYTHON_TESTS, () => true), passed: true }],
    ['output over 4000 characters', { tests: PYTHON_TESTS.map((name) => ({ name, passed: true, output: 'x'.repeat(4001) })) }],
    ['a negative duration', { ...run(PYTHON_TESTS, () => true), duration_ms: -1 }],
  ])('malformed results (%s) with results_invalid', async (_what, results) => {
    const refused = await submit(learner, PYTHON_LESSON, 'pass', results);
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'results_invalid' });
  });

  it('every refusal stored nothing and completed nothing', async () => {
    expect((await service.from('exercise_submissions').select('id')).data).toEqual([]);
    const progress = await learner.from('lesson_progress').select('lesson_id').eq('lesson_id', PYTHON_LESSON);
    expect(progress.data).toEqual([]);
  });
});

describe('submit_exercise stores', () => {
  it('a failing run without completing the lesson', async () => {
    const { data, error } = await submit(learner, PYTHON_LESSON, 'def bmi(w, h):\n    pass', run(PYTHON_TESTS, (i) => i > 0));
    expect(error).toBeNull();
    expect(data).toMatchObject({ lesson_id: PYTHON_LESSON, passed: false, lesson_completed: false });
    expect((await learner.from('lesson_progress').select('lesson_id').eq('lesson_id', PYTHON_LESSON)).data).toEqual([]);
  });

  it('a passing run and marks the exercise lesson complete', async () => {
    const { data, error } = await submit(learner, PYTHON_LESSON, 'def bmi(w, h):\n    return 22.04', run(PYTHON_TESTS, () => true));
    expect(error).toBeNull();
    expect(data).toMatchObject({ passed: true, lesson_completed: true });
    expect((await learner.from('lesson_progress').select('lesson_id').eq('lesson_id', PYTHON_LESSON)).data).toEqual([{ lesson_id: PYTHON_LESSON }]);
  });

  it('a preview exercise of a course the learner does not hold, without progress', async () => {
    const names = ['ราคาปกติมีจุลภาค', 'คอร์สฟรี', 'ตัดช่องว่างหัวท้ายชื่อคอร์ส'];
    const { data, error } = await submit(learner, JS_PREVIEW_LESSON, 'function courseCardLabel() {}', run(names, () => true));
    expect(error).toBeNull();
    expect(data).toMatchObject({ passed: true, lesson_completed: false });
    expect((await learner.from('lesson_progress').select('lesson_id').eq('lesson_id', JS_PREVIEW_LESSON)).data).toEqual([]);
  });

  it('shows learners only their own submissions, admins all; nobody writes them directly', async () => {
    expect((await learner.from('exercise_submissions').select('lesson_id')).data).toHaveLength(3);
    expect((await other.from('exercise_submissions').select('lesson_id')).data).toEqual([]);
    expect((await admin.from('exercise_submissions').select('lesson_id')).data).toHaveLength(3);
    const forged = await learner.from('exercise_submissions').insert({ lesson_id: PYTHON_LESSON, code: 'x', results: {}, passed: true }).select();
    expect(forged.error?.code).toBe('42501');
  });
});
