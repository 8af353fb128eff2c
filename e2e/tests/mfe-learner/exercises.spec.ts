import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, serviceClient } from '../../fixtures/backend.ts';
import { E2E_SITE_URL } from '../../fixtures/site.ts';

/**
 * Code exercises (issue 19 item 4, decision 0034). Seed: lesson 223 is a JavaScript exercise and
 * a free preview of course 2; lesson 123 is a Python exercise of course 1. The browser runs the
 * tests in a Web Worker; Pyodide comes from the site's own origin.
 */

const JS_SOLUTION = `function courseCardLabel(title, price) {
  const label = price === 0 ? 'ฟรี' : '฿' + price.toLocaleString('en-US');
  return title.trim() + ' · ' + label;
}`;

const PY_SOLUTION = `def bmi(weight_kg, height_cm):
    return round(weight_kg / (height_cm / 100) ** 2, 2)

def bmi_label(value):
    if value < 18.5:
        return "ผอม"
    if value < 23:
        return "ปกติ"
    return "น้ำหนักเกิน"
`;

/** Replaces the editor's text the way a paste does (no auto-indent of typed newlines). */
async function replaceCode(page: Page, code: string) {
  const editor = page.getByTestId('code-editor').locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Script and data requests of the page from now on, as paths on their origins. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Content-Security-Policy violations reported in the page from now on. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (what: string) => violations.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (what: string) => Promise<void> }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

const isEditorOrRunner = (url: string) => /code-editor|run-exercise|runner\.worker|pyodide|exercise-workbench/.test(url);

test('a lesson without an exercise loads neither the code editor nor the runner nor Pyodide', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/course/1/lesson/111');
  await expect(page.getByTestId('lesson-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isEditorOrRunner)).toEqual([]);
});

test('JavaScript: the starter fails, an endless loop is stopped at 5 s with the page responsive, the solution passes and is stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await recordCspViolations(page);
  const learner = await createLearner('exercise-js');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  const requests = recordRequests(page);
  await page.goto('/course/2/lesson/223');
  const exercise = page.getByTestId('exercise');
  await expect(exercise.getByTestId('code-editor').locator('.cm-content')).toContainText('function courseCardLabel');
  // By test id: while running, the button reads กำลังรัน... instead of รันโค้ด.
  const run = exercise.getByTestId('exercise-run');
  await expect(run).toHaveText('รันโค้ด');
  const verdict = exercise.getByTestId('exercise-verdict');

  await run.click();
  await expect(verdict).toHaveAttribute('data-status', 'failed');
  await expect(verdict).toContainText('ผ่าน 0 จาก 3 การทดสอบ');
  await expect(exercise.getByTestId('exercise-test').first()).toContainText('คาดว่าได้ "React · ฿2,990" แต่ได้ undefined');

  await replaceCode(page, 'function courseCardLabel() { while (true) {} }');
  await run.click();
  await expect(run).toHaveText('กำลังรัน...');
  // The loop runs in the worker: the page still answers, and its buttons still respond.
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  // The 5-s limit itself is timed by the runner's unit test (run-with-time-limit.test.ts, fake clock): here a
  // wall clock would measure the machine's load as much as the limit.
  await expect(verdict).toHaveAttribute('data-status', 'timeout', { timeout: 30_000 });
  await expect(verdict).toContainText('โค้ดทำงานนานเกินไป (เกิน 5 วินาที)');

  await replaceCode(page, JS_SOLUTION);
  await run.click();
  await expect(verdict).toHaveAttribute('data-status', 'passed');
  await expect(verdict).toContainText('ผ่าน 3 จาก 3 การทดสอบ');
  // The server's grader ran the code again with the two hidden tests (decision 0043).
  const server = exercise.getByTestId('exercise-server-verdict');
  await expect(server).toHaveAttribute('data-status', 'passed', { timeout: 30_000 });
  await expect(exercise.getByText('ผ่านแล้ว', { exact: true })).toBeVisible();
  await expect(server).toContainText('ผ่านครบ 5 การทดสอบ (รวมชุดทดสอบที่ซ่อนไว้ 2 ข้อ)');

  // Stored through submit_exercise and graded by the server: one passing submission (a preview: no progress).
  const { data } = await serviceClient().from('exercise_submissions').select('status, passed, code').eq('user_id', learner.id);
  expect(data).toEqual([{ status: 'passed', passed: true, code: JS_SOLUTION }]);

  // The draft survives a reload; reset brings back the starter.
  await page.reload();
  await expect(exercise.getByTestId('code-editor').locator('.cm-content')).toContainText("'฿' + price.toLocaleString");
  await expect(exercise.getByText('คุณเคยส่งแบบฝึกหัดนี้ผ่านแล้ว')).toBeVisible();
  await exercise.getByRole('button', { name: 'เริ่มใหม่จากโค้ดตั้งต้น' }).click();
  await expect(exercise.getByTestId('code-editor').locator('.cm-content')).toContainText('// เขียนโค้ดของคุณที่นี่');

  // JavaScript needed the editor and the runner, never Pyodide; and nothing broke the policy.
  expect(requests.some((url) => url.includes('code-editor'))).toBe(true);
  expect(requests.filter((url) => url.includes('pyodide'))).toEqual([]);
  expect(violations).toEqual([]);
});

test('Python: Pyodide loads from the site itself with a progress indicator, and a passing run completes the lesson', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await recordCspViolations(page);
  const learner = await createLearner('exercise-py');
  // Enrolled in paid course 1 as a paid order would (the service role, as in the integration tests).
  expect((await serviceClient().from('enrollments').insert({ user_id: learner.id, course_id: 1 })).error).toBeNull();
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  const requests = recordRequests(page);
  await page.goto('/course/1/lesson/123');
  const exercise = page.getByTestId('exercise');
  await expect(exercise.getByTestId('code-editor').locator('.cm-content')).toContainText('def bmi');

  await replaceCode(page, PY_SOLUTION);
  await exercise.getByRole('button', { name: 'รันโค้ด' }).click();
  await expect(exercise.getByTestId('python-loading')).toBeVisible();
  const verdict = exercise.getByTestId('exercise-verdict');
  await expect(verdict).toHaveAttribute('data-status', 'passed', { timeout: 180_000 });
  // Then the server runs it too (Pyodide in Node), hidden tests included, and completes the lesson.
  const server = exercise.getByTestId('exercise-server-verdict');
  await expect(server).toHaveAttribute('data-status', 'passed', { timeout: 120_000 });
  await expect(exercise.getByText('ผ่านแล้ว', { exact: true })).toBeVisible();
  await expect(server).toContainText('ผ่านครบ 5 การทดสอบ');
  await expect(page.getByTestId('lesson-123')).toHaveAttribute('data-completed', 'true');

  const pyodide = requests.filter((url) => url.includes('pyodide'));
  expect(pyodide.some((url) => url.endsWith('/pyodide.asm.wasm'))).toBe(true);
  expect(pyodide.every((url) => url.startsWith(`${E2E_SITE_URL}/assets/pyodide-`))).toBe(true);
  expect(violations).toEqual([]);
});
