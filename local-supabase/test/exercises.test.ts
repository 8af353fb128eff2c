import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Code exercises (issue 19 item 4, issue 27) through unmodified supabase-js. The seed holds a
// JavaScript exercise on lesson 223 (a free preview of paid course 2) and a Python one on lesson
// 123 (course 1: the demo learner is enrolled, 123 not yet done; lesson 113 is a document), each
// with hidden tests. The learner hands in code only; the server's grader (decision 0043) runs it
// against the visible and hidden tests and records the verdict. The grader runs here only when a
// test asks (GRADER_INTERVAL_MS 0), so a submission's waiting state can be seen.

const PYTHON_LESSON = 123;
const JS_PREVIEW_LESSON = 223;
const PYTHON_SOLUTION = `def bmi(weight_kg, height_cm):
    return round(weight_kg / (height_cm / 100) ** 2, 2)


def bmi_label(value):
    if value < 18.5:
        return "ผอม"
    if value < 23:
        return "ปกติ"
    return "น้ำหนักเกิน"
`;
const JS_SOLUTION =
  "function courseCardLabel(title, price) { return `${title.trim()} · ${price === 0 ? 'ฟรี' : '฿' + price.toLocaleString('en-US')}`; }";
// Written to satisfy exactly the three visible examples: the hidden tests catch it.
const JS_VISIBLE_ONLY = `function courseCardLabel(title, price) {
  if (price === 2990) return 'React · ฿2,990';
  if (price === 1500) return 'Vue · ฿1,500';
  return 'Git · ฟรี';
}`;

interface Submission {
  id: number;
  user_id: string;
  lesson_id: number;
  status: string;
  passed: boolean | null;
  results: {
    tests: { name: string; passed: boolean; output: string | null; error: string | null; hidden: boolean }[];
    error?: string;
  } | null;
}

let server: TestServer;
let anon: SupabaseClient;
let learner: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ env: { GRADER_INTERVAL_MS: '0' } });
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

const submit = async (
  db: SupabaseClient,
  lessonId: number,
  code: string,
): Promise<{ data: Submission | null; error: { code: string; message: string } | null }> => {
  const result = await db.rpc('submit_exercise', { p_lesson_id: lessonId, p_code: code });
  return { data: result.data as Submission | null, error: result.error };
};

/** Submits, lets the server's grader run, and reads the learner's own row back. */
const submitAndGrade = async (db: SupabaseClient, lessonId: number, code: string): Promise<Submission> => {
  const { data, error } = await submit(db, lessonId, code);
  expect(error).toBeNull();
  expect(data).toMatchObject({ status: 'pending', passed: null, results: null });
  await server.grader.runOnce();
  const row = await db.from('exercise_submissions').select('*').eq('id', data?.id).single();
  expect(row.error).toBeNull();
  return row.data as Submission;
};

const progressOn = async (db: SupabaseClient, lessonId: number) =>
  (await db.from('lesson_progress').select('lesson_id').eq('lesson_id', lessonId)).data;

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
    const notExercise = await admin
      .from('lesson_exercises')
      .insert({ lesson_id: 113, language: 'python', tests: [{ name: 'a', code: 'assert True' }] })
      .select();
    expect(notExercise.error?.code).toBe('23514');
    const badTests = await admin
      .from('lesson_exercises')
      .insert({ lesson_id: 133, language: 'python', tests: [{ name: '', code: 1 }] })
      .select();
    expect(badTests.error?.code).toBe('23514');
    const badLanguage = await admin
      .from('lesson_exercises')
      .insert({ lesson_id: 133, language: 'ruby', tests: [{ name: 'a', code: 'x' }] })
      .select();
    expect(badLanguage.error?.code).toBe('23514');
  });
});

describe('submit_exercise refuses', () => {
  it('a visitor', async () => {
    expect((await submit(anon, JS_PREVIEW_LESSON, 'x')).error?.code).toBe('42501');
  });

  it('results from the browser: there is no parameter for them any more', async () => {
    const forged = await learner.rpc('submit_exercise', {
      p_lesson_id: PYTHON_LESSON,
      p_code: 'pass',
      p_results: { tests: [{ name: 'BMI ตามตัวอย่าง', passed: true, output: '', error: null }], passed: true },
    });
    expect(forged.error?.code).toBe('PGRST202');
    expect((await service.from('exercise_submissions').select('id')).data).toEqual([]);
    expect(await progressOn(learner, PYTHON_LESSON)).toEqual([]);
  });

  it('a lesson the learner cannot access (paid, not enrolled) with exercise_not_available', async () => {
    const { data: exercise } = await admin
      .from('lesson_exercises')
      .insert({ lesson_id: 243, language: 'javascript', tests: [{ name: 'a', code: 'assert(true)' }] })
      .select();
    expect(exercise).toHaveLength(1);
    const refused = await submit(learner, 243, 'x');
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'exercise_not_available' });
    expect((await submit(learner, 713, 'x')).error?.message).toBe('exercise_not_available');
    expect((await service.from('exercise_submissions').select('id').eq('lesson_id', 243)).data).toEqual([]);
  });

  it('a 1 MB submission with code_too_large', async () => {
    expect((await submit(learner, PYTHON_LESSON, 'x'.repeat(1_000_000))).error).toMatchObject({ code: 'P0001', message: 'code_too_large' });
    expect((await submit(learner, PYTHON_LESSON, 'ก'.repeat(21_846))).error?.message).toBe('code_too_large');
  });

  it('a second submission while one waits, with submission_pending', async () => {
    const first = await submit(learner, JS_PREVIEW_LESSON, JS_SOLUTION);
    expect(first.error).toBeNull();
    expect((await submit(learner, JS_PREVIEW_LESSON, JS_SOLUTION)).error).toMatchObject({ code: 'P0001', message: 'submission_pending' });
    await server.grader.runOnce();
  });

  it("the grader's functions to learners, and direct writes to everyone but the service role", async () => {
    const claim = await learner.rpc('claim_exercise_submissions', { p_limit: 1 });
    expect(claim.error?.code).toBe('42501');
    const record = await learner.rpc('record_exercise_result', { p_submission_id: 1, p_results: { tests: [] } });
    expect(record.error?.code).toBe('42501');
    const forged = await learner
      .from('exercise_submissions')
      .insert({ lesson_id: PYTHON_LESSON, code: 'x', status: 'passed', results: { tests: [] }, passed: true })
      .select();
    expect(forged.error?.code).toBe('42501');
    const promoted = await learner
      .from('exercise_submissions')
      .update({ status: 'passed', passed: true })
      .eq('lesson_id', JS_PREVIEW_LESSON)
      .select();
    expect(promoted.data ?? []).toEqual([]);
  });
});

describe('the server grades', () => {
  it('keeps hidden tests from learners and visitors; admins read and save them', async () => {
    expect((await learner.from('lesson_exercise_hidden_tests').select('*')).data).toEqual([]);
    expect((await anon.from('lesson_exercise_hidden_tests').select('*')).error?.code).toBe('42501');
    expect((await admin.from('lesson_exercise_hidden_tests').select('lesson_id').order('lesson_id')).data).toEqual([
      { lesson_id: PYTHON_LESSON },
      { lesson_id: JS_PREVIEW_LESSON },
    ]);
    // As the admin's exercise editor reads them: embedded with the exercise.
    const embedded = await admin
      .from('lesson_exercises')
      .select('lesson_id, lesson_exercise_hidden_tests(tests)')
      .eq('lesson_id', JS_PREVIEW_LESSON)
      .single();
    expect(
      (embedded.data as unknown as { lesson_exercise_hidden_tests: { tests: unknown[] } | null }).lesson_exercise_hidden_tests?.tests,
    ).toHaveLength(2);
    const saved = await admin.rpc('admin_save_exercise_hidden_tests', {
      p_lesson_id: 243,
      p_tests: [{ name: 'ซ่อน', code: 'assert(true)' }],
    });
    expect(saved.error).toBeNull();
    const invalid = await admin.rpc('admin_save_exercise_hidden_tests', { p_lesson_id: 243, p_tests: [{ name: '', code: 1 }] });
    expect(invalid.error).toMatchObject({ code: 'P0001', message: 'tests_invalid' });
    const byLearner = await learner.rpc('admin_save_exercise_hidden_tests', { p_lesson_id: 243, p_tests: [] });
    expect(byLearner.error?.code).toBe('42501');
  });

  it('fails code that passes only the visible tests, and tells nothing of the hidden ones', async () => {
    const graded = await submitAndGrade(learner, JS_PREVIEW_LESSON, JS_VISIBLE_ONLY);
    expect(graded.status).toBe('failed');
    expect(graded.results?.tests.map((t) => [t.hidden, t.passed])).toEqual([
      [false, true],
      [false, true],
      [false, true],
      [true, false],
      [true, false],
    ]);
    for (const test of graded.results?.tests.filter((t) => t.hidden) ?? []) expect([test.output, test.error]).toEqual([null, null]);
  });

  it('passes a real solution (JavaScript); a preview of a course not held completes nothing', async () => {
    const graded = await submitAndGrade(learner, JS_PREVIEW_LESSON, JS_SOLUTION);
    expect(graded).toMatchObject({ status: 'passed', passed: true });
    expect(await progressOn(learner, JS_PREVIEW_LESSON)).toEqual([]);
  });

  it('stops an endless loop at the time limit and fails it', { timeout: 60_000 }, async () => {
    const graded = await submitAndGrade(learner, JS_PREVIEW_LESSON, 'function courseCardLabel() { for (;;) {} }');
    expect(graded.passed).toBe(false);
    expect(JSON.stringify(graded.results)).toMatch(/timed out|นานเกินไป/);
  });

  it('runs Python in Node: a wrong answer fails, the solution passes and completes the lesson', { timeout: 180_000 }, async () => {
    const wrong = await submitAndGrade(learner, PYTHON_LESSON, 'def bmi(w, h):\n    return 22.04\n\ndef bmi_label(v):\n    return "ปกติ"\n');
    expect(wrong.status).toBe('failed');
    expect(await progressOn(learner, PYTHON_LESSON)).toEqual([]);
    const right = await submitAndGrade(learner, PYTHON_LESSON, PYTHON_SOLUTION);
    expect(right).toMatchObject({ status: 'passed', passed: true });
    expect(await progressOn(learner, PYTHON_LESSON)).toEqual([{ lesson_id: PYTHON_LESSON }]);
  });

  it('shows learners only their own submissions, admins all', async () => {
    const mine = (await learner.from('exercise_submissions').select('id')).data ?? [];
    expect(mine.length).toBeGreaterThan(0);
    expect((await other.from('exercise_submissions').select('lesson_id')).data).toEqual([]);
    expect((await admin.from('exercise_submissions').select('id')).data).toHaveLength(mine.length);
  });
});
