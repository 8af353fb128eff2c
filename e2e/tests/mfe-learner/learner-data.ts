import { expect, type Page } from '@playwright/test';

/** A page's first paint loads the shell, a remote and data from the one shared backend: allow for a busy runner. */
export const FIRST_PAINT = 30_000;
import type { TestClient } from '../../fixtures/backend.ts';
import { serviceClient } from '../../fixtures/backend.ts';

/**
 * The dashboard's figures computed independently from the database, so the
 * test compares the page with what the server holds (not with the page's own code).
 */
export async function expectedFigures(client: TestClient) {
  const { data, error } = await client
    .from('my_course_progress')
    .select('course_id,completed_at,progress_percent,completed_minutes,certificate_code');
  if (error) throw error;
  // A view's columns are nullable to the types; the view gives each enrolment its course and figures (coalesce), so
  // neither the filter nor the zeros change anything.
  const rows = data.flatMap(({ course_id, progress_percent, completed_minutes, ...row }) =>
    course_id === null ? [] : [{ ...row, course_id, progress_percent: progress_percent ?? 0, completed_minutes: completed_minutes ?? 0 }],
  );
  const finished = rows.filter((r) => r.completed_at !== null || r.progress_percent >= 100);
  const minutes = rows.reduce((sum, r) => sum + r.completed_minutes, 0);
  return {
    rows,
    enrolled: rows.length,
    finished: finished.length,
    inProgress: rows.filter((r) => !finished.includes(r) && r.progress_percent > 0).length,
    hours: new Intl.NumberFormat('th-TH').format(Math.round(minutes / 6) / 10),
  };
}

/**
 * The right answers of a quiz, read with the service key (a learner can never read them): the
 * grader's payload that passes it.
 */
export async function passingAnswers(lessonId: number): Promise<Record<string, number | number[] | string>> {
  const { data, error } = await serviceClient()
    .from('quiz_questions')
    .select('id,kind,quiz_choices(id,is_correct),quiz_short_answers(answer)')
    .eq('lesson_id', lessonId);
  if (error) throw error;
  return Object.fromEntries(
    data.map((q) => {
      const right = q.quiz_choices.filter((c) => c.is_correct).map((c) => c.id);
      const answer = q.kind === 'short' ? (q.quiz_short_answers[0]?.answer ?? '') : q.kind === 'single' ? (right[0] ?? 0) : right;
      return [String(q.id), answer];
    }),
  );
}

/**
 * Enrols the learner in a course and completes every lesson through the API: other lessons are
 * marked done, quizzes are passed through the grader (a quiz is complete only when passed). The
 * certificate trigger fires after the last one.
 */
export async function completeCourse(client: TestClient, courseId: number): Promise<void> {
  const enrol = await client.from('enrollments').insert({ course_id: courseId });
  if (enrol.error) throw enrol.error;
  const lessons = await client.from('lessons').select('id,type').eq('course_id', courseId);
  if (lessons.error) throw lessons.error;
  const userId = (await client.auth.getUser()).data.user?.id;
  for (const lesson of lessons.data) {
    // Videos and exercises need evidence the server checked (decision 0043; played and graded in
    // their own specs): here the service role stands in for it. Quizzes are still passed for real.
    const done =
      lesson.type === 'quiz'
        ? await client.rpc('grade_quiz_attempt', { p_lesson_id: lesson.id, p_answers: await passingAnswers(lesson.id) })
        : await serviceClient().from('lesson_progress').insert({ user_id: userId, lesson_id: lesson.id, course_id: courseId });
    if (done.error) throw done.error;
  }
}

/**
 * Forgets the session in this tab (as a new visitor would arrive), keeping the
 * tab and so its cached remotes. The header's logout is the shell's to test.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeAttached();
}
