import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner } from '../../fixtures/backend.ts';

/** Course 7 is the short one: module 71 with lessons 711 (video, free preview), 712 (exercise) and 713 (the final quiz). */

test('signed out, ลงทะเบียน goes to /login with next pointing at the checkout (paid) or back at the course (free)', async ({ page }) => {
  await page.goto('/courses');
  await page
    .getByTestId('course-card-3')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%2F3$/);
  await page.goto('/course/4');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%2F4$/);
  // Course 7 is free: signed in, its button enrols; signed out, it is a link to sign in and come back to the course.
  await page.goto('/courses');
  await expect(page.getByTestId('course-card-7').getByTestId('course-price')).toHaveText('ฟรี');
  await page
    .getByTestId('course-card-7')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcourse%2F7$/);
});

// The return leg is mfe-auth's: its login page sends the learner to safeRedirectPath(next).
test('after signing in from /login?next=/course/3 the learner is back on the course', async ({ page }) => {
  const learner = await createLearner('next');
  await page.goto('/login?next=%2Fcourse%2F3');
  await page.getByLabel(/อีเมล/).fill(learner.email);
  await page
    .getByLabel(/รหัสผ่าน/)
    .first()
    .fill(learner.password);
  await page.getByRole('button', { name: /^เข้าสู่ระบบ$/ }).click();
  await expect(page).toHaveURL(/\/course\/3$/, { timeout: 15_000 });
  await expect(page.getByRole('complementary').getByRole('link', { name: /ลงทะเบียน/ })).toHaveAttribute('href', '/checkout/3');
});

test('enrol from the catalogue, complete a lesson, and see progress on the card and the detail page', async ({ page }) => {
  const learner = await createLearner('enrol');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/courses');
  const card = page.getByTestId('course-card-7');
  await card.getByRole('button', { name: /ลงทะเบียน/ }).click();
  await expect(page.getByText('ลงทะเบียนเรียนสำเร็จ!')).toBeVisible();
  await expect(card.getByText('ลงทะเบียนแล้ว')).toBeVisible();
  await expect(card.getByRole('link', { name: 'เริ่มเรียน' })).toBeVisible();
  await expect(card.getByTestId('course-progress')).toHaveCount(0);

  await card.getByRole('link', { name: 'เริ่มเรียน' }).click();
  await expect(page).toHaveURL(/\/course\/7$/);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByTestId('sidebar-progress')).toContainText('0%');
  // Enrolled: the exercise is no longer locked.
  await expect(page.getByTestId('lesson-712')).toHaveAttribute('data-access', 'playable');

  await page.getByTestId('lesson-711').getByRole('link').click();
  await expect(page).toHaveURL(/\/course\/7\/lesson\/711$/);
  // A video counts only once the server has seen it watched (decision 0043; lesson-media.spec.ts plays one through).
  await page.getByRole('button', { name: 'เรียนจบบทนี้' }).click();
  await expect(page.getByText('ดูวิดีโอบทนี้ให้ได้อย่างน้อย 80% ของความยาว', { exact: false })).toBeVisible();
  await expect(page.getByTestId('lesson-711')).not.toHaveAttribute('data-completed', 'true');

  // The exercise without code is self-declared: the button completes it…
  await page.getByTestId('lesson-712').getByRole('link').click();
  await expect(page).toHaveURL(/\/course\/7\/lesson\/712$/);
  await expect(page.getByTestId('lesson-title')).toHaveText('แบบฝึกหัด: เปิด pull request แรก');
  await page.getByRole('button', { name: 'เรียนจบบทนี้' }).click();
  await expect(page.getByText('บันทึกความคืบหน้าแล้ว')).toBeVisible();
  // …and on to the next lesson, with the tick and the progress updated everywhere.
  await expect(page).toHaveURL(/\/course\/7\/lesson\/713$/);
  await expect(page.getByTestId('lesson-712')).toHaveAttribute('data-completed', 'true');
  await expect(sidebar.getByTestId('sidebar-progress')).toContainText('33%');

  await page.goto('/courses');
  const after = page.getByTestId('course-card-7');
  await expect(after.getByTestId('course-progress')).toContainText('33%');
  await expect(after.getByRole('progressbar')).toBeVisible();
  await expect(after.getByRole('link', { name: 'ดูต่อ' })).toBeVisible();
});

// Course 7 is free, so the learner enrols with one click (a paid course needs a paid order: checkout.spec.ts).
test('an enrolled learner writes one review and edits it', async ({ page }) => {
  const learner = await createLearner('review');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/course/7');
  await page
    .getByRole('complementary')
    .getByRole('button', { name: /ลงทะเบียน/ })
    .click();
  await expect(page.getByRole('complementary').getByTestId('sidebar-progress')).toBeVisible();

  await page.getByRole('tab', { name: 'รีวิว' }).click();
  const form = page.getByRole('form', { name: 'เขียนรีวิว' });
  await form.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(form.getByText('กรุณาให้คะแนน 1–5 ดาว')).toBeVisible();
  await expect(form.getByText('กรุณาเขียนความคิดเห็น')).toBeVisible();

  await form.getByLabel('4 ดาว').check();
  await form.getByLabel('ความคิดเห็น').fill('อธิบาย Git เข้าใจง่ายมาก');
  await form.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(page.getByText('บันทึกรีวิวสำเร็จ')).toBeVisible();
  const mine = page.getByTestId('review').filter({ hasText: learner.name });
  await expect(mine).toContainText('อธิบาย Git เข้าใจง่ายมาก');

  const edit = page.getByRole('form', { name: 'แก้ไขรีวิวของคุณ' });
  await expect(edit.getByLabel('ความคิดเห็น')).toHaveValue('อธิบาย Git เข้าใจง่ายมาก');
  await edit.getByLabel('5 ดาว').check();
  await edit.getByLabel('ความคิดเห็น').fill('แก้ไข: ดีมาก ได้ลองเปิด pull request จริง');
  await edit.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
  await expect(mine).toContainText('แก้ไข: ดีมาก ได้ลองเปิด pull request จริง');
  await expect(page.getByTestId('review').filter({ hasText: learner.name })).toHaveCount(1);
});
