import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner } from '../../fixtures/backend.ts';
import { waitForLivePage } from '../../fixtures/site.ts';

/** Issue 31 item 4: รายการโปรด. Each test has its own new learner: the list is theirs alone. */

const SLOW = { timeout: 30_000 };

test('a visitor’s heart asks them to sign in and brings them back to the catalogue', async ({ page }) => {
  const learner = await createLearner('wish-visitor');
  await page.goto('/courses');
  await waitForLivePage(page, SLOW);
  await page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อเพิ่ม Flutter สร้างแอปมือถือ iOS และ Android ในรายการโปรด' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcourses$/);
  await page.getByLabel(/อีเมล/).fill(learner.email);
  await page
    .getByLabel(/รหัสผ่าน/)
    .first()
    .fill(learner.password);
  await page.getByRole('button', { name: /^เข้าสู่ระบบ$/ }).click();
  await expect(page).toHaveURL(/\/courses$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'รายการโปรด: Flutter สร้างแอปมือถือ iOS และ Android' })).toHaveAttribute(
    'aria-pressed',
    'false',
    SLOW,
  );
});

test('a member hearts a course on a card and on its page, finds it in the profile, and takes it out there', async ({ page }) => {
  const learner = await createLearner('wish');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/courses');
  const heart = page.getByRole('button', { name: 'รายการโปรด: Flutter สร้างแอปมือถือ iOS และ Android' });
  await expect(heart).toBeEnabled(SLOW);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The course page's heart says the same, and survives a reload: the database holds it.
  await page.goto('/course/3');
  const pageHeart = page.getByRole('main').getByRole('button', { name: 'รายการโปรด: Flutter สร้างแอปมือถือ iOS และ Android' }).first();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true', SLOW);

  await page.goto('/profile?tab=wishlist');
  const list = page.getByTestId('my-wishlist');
  await expect(list.getByRole('link', { name: 'Flutter สร้างแอปมือถือ iOS และ Android' })).toBeVisible(SLOW);
  await list.getByRole('button', { name: 'นำ Flutter สร้างแอปมือถือ iOS และ Android ออกจากรายการโปรด' }).click();
  await expect(page.getByText('ยังไม่มีคอร์สในรายการโปรด')).toBeVisible(SLOW);
});
