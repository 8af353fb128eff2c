import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner } from '../../fixtures/backend.ts';
import { FIRST_PAINT } from './learner-data.ts';

/** Lesson 711 (course 7, free preview) is the seed's Markdown showcase and plays the 6.5 s sample clip. */

test.describe('a Markdown lesson', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('renders headings, a table, links, an image and highlighted code, and copies a code block', async ({ page }) => {
    await page.goto('/course/7/lesson/711');
    const player = page.getByTestId('lesson-player');
    const body = player.getByTestId('markdown');
    // `##` under the player's h2 title is an h4. The page is drawn by its app, from a cold start: on a loaded
    // machine its ~70 modules took 14 s to run before the first request.
    await expect(body.getByRole('heading', { level: 4, name: 'คำสั่งที่ใช้ในบทนี้' })).toBeVisible({ timeout: FIRST_PAINT });
    await expect(body.getByRole('table').getByRole('columnheader', { name: 'คำสั่ง' })).toBeVisible();
    await expect(body.getByRole('img', { name: /แผนภาพ Git/ })).toHaveAttribute('loading', 'lazy');
    const external = body.getByRole('link', { name: /Pro Git/ });
    await expect(external).toHaveAttribute('rel', 'noopener nofollow');
    await expect(external).toHaveAttribute('target', '_blank');
    // No fence is printed raw any more, and every taught language is highlighted.
    await expect(body).not.toContainText('```');
    for (const language of ['bash', 'python', 'javascript', 'typescript', 'sql', 'dart', 'yaml', 'xml', 'css']) {
      await expect(body.locator(`[data-testid="md-code-block"][data-language="${language}"] [data-scope^="hljs-"]`).first()).toBeAttached();
    }
    const python = body.locator('[data-testid="md-code-block"][data-language="python"]');
    await expect(python.locator('figcaption')).toContainText('Python');
    await expect(python.locator('[data-scope="hljs-keyword"]').first()).toHaveText('def');

    await python.getByRole('button', { name: /คัดลอก/ }).focus();
    await page.keyboard.press('Enter');
    await expect(python.getByRole('button', { name: /คัดลอกแล้ว/ })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('def greet(name: str) -> str:\n    return f"สวัสดี {name}"\n\nprint(greet("เรียนโค้ด"))');
  });
});

test('a video resumes where the learner paused, and playing it through completes the lesson', async ({ page }) => {
  // Plays the clip through in real time, with a sign-in and an enrolment before it.
  test.slow();
  const learner = await createLearner('resume');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/course/7');
  await page
    .getByRole('complementary')
    .getByRole('button', { name: /ลงทะเบียน/ })
    .click();
  await expect(page.getByRole('complementary').getByTestId('sidebar-progress')).toBeVisible();

  await page.goto('/course/7/lesson/711');
  const video = page.getByTestId('video-player').locator('video');
  await expect(page.getByTestId('video-player').getByLabel('คำบรรยาย', { exact: true })).toBeVisible({ timeout: FIRST_PAINT });
  await video.focus();
  await page.keyboard.press('k');
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('[data-testid="video-player"] video')?.currentTime ?? 0) >= 2.5,
  );
  const saved = page.waitForResponse((r) => r.url().includes('/rpc/save_lesson_watch_position') && r.ok());
  await page.keyboard.press('k');
  await saved;
  const pausedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);

  // The server's render of the lesson (decision 0079) already says where the video picks up.
  await page.reload();
  await expect(page.getByTestId('video-resume')).toContainText(`เล่นต่อจาก 0:0${Math.floor(pausedAt)}`, { timeout: FIRST_PAINT });

  // Captions on with C (pressed on the painted video: the gate keeps it for the live player), then play the rest: the
  // player's heartbeats across both visits let the server credit at least 80 % of the clip by its own clock
  // (decision 0043), and the lesson completes.
  const again = page.getByTestId('video-player').locator('video');
  await again.focus();
  await page.keyboard.press('c');
  await expect(page.getByTestId('video-player').getByLabel('คำบรรยาย', { exact: true })).toHaveValue('th', { timeout: FIRST_PAINT });
  await expect(page.getByTestId('video-resume')).toContainText(`เล่นต่อจาก 0:0${Math.floor(pausedAt)}`);
  await expect.poll(() => again.evaluate((v: HTMLVideoElement, at: number) => Math.abs(v.currentTime - at), pausedAt)).toBeLessThan(0.6);
  await page.keyboard.press('k');
  await expect(page.getByText('เรียนจบบทนี้แล้ว')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('lesson-711')).toHaveAttribute('data-completed', 'true');
});
