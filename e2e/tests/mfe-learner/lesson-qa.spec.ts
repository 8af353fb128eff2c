import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { ADMIN } from '../../fixtures/site.ts';
import { FIRST_PAINT } from './learner-data.ts';

/** Lesson 712 is course 7's exercise (not a preview): only its members and admins see its Q&A. */

test('a learner asks under a lesson, an admin (aal2) answers and accepts, and the learner reads it and gets the e-mail', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const learner = await createLearner('qa');
  const client = await signedInClient(learner.email, learner.password);
  expect((await client.from('enrollments').insert({ course_id: 7 })).error).toBeNull();
  const title = `git push ถูกปฏิเสธ ${Date.now().toString(36)}`;

  const learnerPage = await browser.newPage();
  await signInThroughUi(learnerPage, learner.email, learner.password, /\/dashboard$/);
  await learnerPage.goto('/course/7/lesson/712');
  const qa = learnerPage.getByTestId('lesson-qa');
  await qa.getByRole('button', { name: 'ถามคำถาม' }).click();
  await qa.getByLabel('หัวข้อคำถาม').fill(title);
  await qa.getByLabel('รายละเอียด').fill('push แล้วขึ้นว่า\n\n```shell\n! [rejected] main -> main (fetch first)\n```');
  await qa.getByRole('button', { name: 'ส่ง', exact: true }).click();
  const thread = qa.getByTestId('qa-question').filter({ hasText: title });
  // The details render as Markdown: the code block is a code element.
  await expect(thread.locator('pre code')).toContainText('[rejected]');

  const adminPage = await browser.newPage();
  await signInThroughUi(adminPage, ADMIN.email, ADMIN.password, /\/admin$/);
  await adminPage.goto('/course/7/lesson/712');
  const adminThread = adminPage.getByTestId('qa-question').filter({ hasText: title });
  await adminThread.getByLabel('คำตอบของคุณ').fill('ให้ `git pull --rebase` ก่อน แล้วค่อย push ใหม่');
  await adminThread.getByRole('button', { name: 'ตอบ', exact: true }).click();
  const answer = adminThread.getByTestId('qa-reply').filter({ hasText: 'git pull --rebase' });
  await answer.getByRole('button', { name: 'เลือกเป็นคำตอบที่ถูกต้อง' }).click();
  await expect(answer).toHaveAttribute('data-accepted', 'true');

  // The learner sees the admin's accepted answer, and may not accept or hide anything.
  await learnerPage.reload();
  const seen = learnerPage.getByTestId('qa-question').filter({ hasText: title }).getByTestId('qa-reply');
  await expect(seen).toHaveAttribute('data-accepted', 'true');
  await expect(seen.getByText('คำตอบที่ถูกต้อง')).toBeVisible();
  await expect(seen.getByText('ผู้ดูแล', { exact: true })).toBeVisible();
  await expect(learnerPage.getByRole('button', { name: 'เลือกเป็นคำตอบที่ถูกต้อง' })).toHaveCount(0);

  // …and the "reply to your question" e-mail, whose link opens the thread.
  const mail = await waitForMail(learner.email, 'qa_reply');
  expect(mail.subject).toContain(title);
  expect(mail.link).toMatch(/\/course\/7\/lesson\/712#question-\d+$/);
  await learnerPage.goto(mail.link);
  await expect(learnerPage.locator(`#${mail.link.split('#')[1] ?? ''}`)).toBeVisible();
  await adminPage.close();
  await learnerPage.close();
});

test('a signed-out visitor reads the Q&A of a free preview but is not offered to post', async ({ page }) => {
  await page.goto('/course/1/lesson/111');
  const qa = page.getByTestId('lesson-qa');
  // A cold start of the lesson page's app (it is drawn in the browser for a visitor).
  await expect(qa.getByTestId('qa-question').filter({ hasText: 'คอร์สนี้ใช้ Python เวอร์ชันไหน' })).toBeVisible({ timeout: FIRST_PAINT });
  await expect(qa.getByText('ลงทะเบียนเรียนคอร์สนี้เพื่อถามหรือตอบคำถาม')).toBeVisible();
  await expect(qa.getByRole('button', { name: 'ถามคำถาม' })).toHaveCount(0);
});
