import { unwrap } from '@shared/db/answer';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, serviceClient } from '../../fixtures/backend.ts';
import { startAppAsAVisitorWould } from '../../fixtures/site.ts';

/**
 * Stored script payloads must come back as text. Each payload would set
 * window.__xss if it ever ran; an alert/confirm would open a dialog.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

/** Fails the test on any dialog, and gives back a check for the payload's side effect. */
function watchForScripts(page: Page): { dialogs: string[]; expectInert: () => Promise<void> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    expectInert: async () => {
      // No element was made from the payload, so its handler cannot fire later either.
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    },
  };
}

test('profile fields saved through the UI with script payloads render as text', async ({ page }) => {
  const learner = await createLearner('xss');
  const watch = watchForScripts(page);
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'แก้ไขข้อมูล' }).click();
  await page.getByLabel('ชื่อ', { exact: true }).fill(IMG);
  await page.getByLabel('นามสกุล').fill(SCRIPT);
  await page.getByLabel('ที่อยู่').fill(`${IMG} ${SCRIPT}`);
  await page.getByLabel('เกี่ยวกับฉัน').fill(`${SCRIPT} ${IMG}`);
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText(`${IMG} ${SCRIPT}`);
  await watch.expectInert();

  // Again from a fresh load, where the values come from the database.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText(`${IMG} ${SCRIPT}`, { timeout: 15_000 });
  // The server's profile waits for the member's first interaction (0076); the header's name comes with the app.
  await startAppAsAVisitorWould(page);
  await expect(page.getByRole('banner')).toContainText(IMG);
  await expect(page.getByRole('main')).toContainText(`${SCRIPT} ${IMG}`);
  await watch.expectInert();
  await page.goto('/dashboard');
  // The server's dashboard waits for the member's first interaction; the header's name comes with the app (0073).
  await startAppAsAVisitorWould(page);
  await expect(page.getByRole('banner')).toContainText(IMG);
  await watch.expectInert();
});

test('a course and an article with script payloads render as text on /courses, /course/:id and #blog', async ({ page }) => {
  const admin = serviceClient();
  const marker = `XSS ${Date.now().toString(36)}`;
  const course = await admin
    .from('courses')
    .insert({
      title: `${marker} ${IMG}`,
      description: `${SCRIPT} ${IMG}`,
      long_description: `${IMG}\n${SCRIPT}`,
      category: 'programming',
      what_you_learn: [IMG, SCRIPT],
      requirements: [SCRIPT],
      status: 'published',
      published_at: new Date().toISOString(),
    })
    .select('id')
    .single()
    .then(unwrap);
  const courseId = course.id;
  const article = await admin
    .from('articles')
    .insert({
      title: `${marker} ${SCRIPT}`,
      slug: '', // the trigger makes one from the title
      excerpt: `${IMG} ${SCRIPT}`,
      body: `${IMG}\n${SCRIPT}`,
      status: 'published',
      published_at: new Date().toISOString(),
    })
    .select('id')
    .single()
    .then(unwrap);
  const articleId = article.id;

  try {
    const watch = watchForScripts(page);
    await page.goto('/courses');
    await expect(page.getByRole('main')).toContainText(`${marker} ${IMG}`, { timeout: 15_000 });
    await watch.expectInert();

    await page.goto(`/course/${courseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${marker} ${IMG}`, { timeout: 15_000 });
    await expect(page.getByRole('main')).toContainText(SCRIPT);
    await watch.expectInert();

    await page.goto('/#blog');
    const blog = page.locator('#blog');
    await blog.scrollIntoViewIfNeeded();
    await expect(blog).toContainText(`${marker} ${SCRIPT}`, { timeout: 15_000 });
    await watch.expectInert();
  } finally {
    // Other specs count the catalogue and the blog: leave the seed as it was.
    await admin.from('articles').delete().eq('id', articleId);
    await admin.from('courses').delete().eq('id', courseId);
  }
});
