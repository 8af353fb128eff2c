import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, anon, asAdmin, asCaller, asUser, withCaller, type Caller } from '../schema-db.ts';

/**
 * The quiz grader at the SQL level (issue 19, items 3 and 8): normalisation of short answers,
 * the shape of a well-formed answer, and what a learner can never read. The seeded quiz is
 * lesson 713 of course 7: 7131 single (71311 right), 7132 multiple (71321, 71322, 71324 right),
 * 7133 short ("merge" / "git merge"); pass mark 70 %, 3 attempts.
 */
const ALL_RIGHT = { 7131: 71311, 7132: [71321, 71322, 71324], 7133: 'merge' };

export function quizzesSuite(getDb: () => PGlite) {
  let db: PGlite;
  beforeAll(() => {
    db = getDb();
  });
  const learner = asUser(SEED.learner);
  const service: Caller = { role: 'service_role' };

  const grade = (answers: unknown) =>
    asCaller<{ r: { score: number; passed: boolean; results: { question_id: number; correct: boolean }[] } }>(
      db,
      learner,
      'select public.grade_quiz_attempt(713, $1::jsonb) as r',
      [JSON.stringify(answers)],
    );

  describe('normalize_quiz_answer', () => {
    it.each([
      ['  Git   Merge ', 'git merge'],
      ['\tGIT\nmerge\r\n', 'git merge'],
      ['คอมมิต  งาน', 'คอมมิต งาน'],
      ['', ''],
    ])('%j → %j', async (input, expected) => {
      const [row] = await asCaller<{ n: string }>(db, service, 'select public.normalize_quiz_answer($1) as n', [input]);
      expect(row?.n).toBe(expected);
    });

    // Only the definer grader and admin_save_quiz use it (decision 0042): the API roles may not call it.
    it.each([anon, learner])('is not callable by %j', async (caller) => {
      await expect(asCaller(db, caller, "select public.normalize_quiz_answer('x') as n")).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('grade_quiz_attempt', () => {
    it('scores on the server and accepts a short answer however it is spaced or cased', async () => {
      const [row] = await grade({ ...ALL_RIGHT, 7133: '  GIT    merge ' });
      expect(row?.r).toMatchObject({ score: 100, passed: true });
    });

    it('counts a missing answer and a partly right multiple choice as wrong', async () => {
      const [row] = await grade({ 7131: 71311, 7132: [71321, 71322] });
      expect(row?.r).toMatchObject({ score: 33, passed: false, correct_count: 1 });
      // A failed first attempt (two left) names no question right or wrong (issue 27).
      expect(row?.r.results).toEqual([]);
    });

    it.each([
      ['an array instead of an object', [71311]],
      ['a choice of another question', { 7131: 71321 }],
      ['a fractional choice id', { 7131: 71311.4 }],
      ['a repeated choice', { 7132: [71321, 71321] }],
      ['a number for a short answer', { 7133: 7 }],
      ['a non-numeric key (a forged score)', { score: 100 }],
      ['a null answer', { 7131: null }],
    ])('refuses %s as malformed', async (_what, answers) => {
      await expect(grade(answers)).rejects.toMatchObject({ code: 'P0001', message: 'quiz_malformed_answers' });
    });

    it('refuses an answer to a question of another quiz', async () => {
      await expect(grade({ ...ALL_RIGHT, 999999: 1 })).rejects.toMatchObject({ code: 'P0001', message: 'quiz_unknown_question' });
    });

    it('refuses a fourth attempt (limit 3) and stores exactly three', async () => {
      const result = await withCaller(db, learner, async (tx) => {
        const attempt = () => tx.query(`select public.grade_quiz_attempt(713, '{"7131": 71312}')`);
        for (let i = 0; i < 3; i += 1) await attempt();
        await tx.query('savepoint fourth');
        const error = await attempt().then(
          () => null,
          (e: unknown) => e,
        );
        await tx.query('rollback to savepoint fourth');
        const count = await tx.query<{ n: number }>('select count(*)::int as n from public.quiz_attempts where user_id = auth.uid()');
        return { error, count: count.rows[0]?.n };
      });
      expect(result.error).toMatchObject({ code: 'P0001', message: 'quiz_attempts_exhausted' });
      expect(result.count).toBe(3);
    });

    it('refuses a learner not enrolled in the course, and anyone signed out', async () => {
      await expect(asCaller(db, asUser(SEED.suda), `select public.grade_quiz_attempt(713, '{}')`)).rejects.toMatchObject({
        code: 'P0001',
        message: 'quiz_not_available',
      });
      await expect(asCaller(db, anon, `select public.grade_quiz_attempt(713, '{}')`)).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('what a learner reads', () => {
    it('get_quiz gives questions and choice labels, never is_correct, answers or explanations', async () => {
      const [row] = await asCaller<{ q: Record<string, unknown> }>(db, learner, 'select public.get_quiz(713) as q');
      const text = JSON.stringify(row?.q);
      expect(row?.q).toMatchObject({ pass_percent: 70, max_attempts: 3, attempts_used: 0, passed: false });
      expect(text).toContain('git switch -c feature/menu');
      expect(text).not.toMatch(/is_correct|explanation|"answer/);
    });

    it('get_quiz refuses a locked quiz like get_lesson (42501)', async () => {
      await expect(asCaller(db, asUser(SEED.suda), 'select public.get_quiz(713)')).rejects.toMatchObject({ code: '42501' });
    });

    it('the answer tables are closed to learners and open to admins', async () => {
      for (const table of ['quiz_questions', 'quiz_choices', 'quiz_short_answers']) {
        expect(await asCaller(db, learner, `select * from public.${table}`)).toEqual([]);
        expect((await asCaller(db, asAdmin(), `select * from public.${table}`)).length).toBeGreaterThan(0);
      }
    });
  });
}
