import { expect, test } from '@playwright/test';
import { createLearner } from '../../fixtures/backend.ts';
import { expectSignedInHeader, expectSignedOutHeader, fillLogin, toast } from './auth-helpers.ts';

test.describe('sign-in and sign-out on the auth bus', () => {
  test('logout from the header toasts ออกจากระบบสำเร็จ and goes to /', async ({ page }) => {
    const learner = await createLearner('logout');
    await page.goto('/login');
    await fillLogin(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'คอร์สเรียน' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(toast(page, 'ออกจากระบบสำเร็จ')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expectSignedOutHeader(page);
    // The legacy markers are gone too (spec §3 mirror).
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });

  test('a second tab sees the sign-in and the sign-out at once', async ({ context }) => {
    const learner = await createLearner('two-tabs');
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/courses');
    await expectSignedOutHeader(second);

    await first.goto('/login');
    await fillLogin(first, learner.email, learner.password);
    await expect(first).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expectSignedInHeader(second);

    await first.getByRole('banner').getByRole('link', { name: 'คอร์สเรียน' }).click();
    await first.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(first).toHaveURL(/:\d+\/$/);
    await expectSignedOutHeader(second);
  });

  // On a guarded page the guard would react to SIGNED_OUT with /login?next=…; the header leaves the page first.
  test("logout from /dashboard lands on / (not on the guard's /login?next=)", async ({ page }) => {
    const learner = await createLearner('logout-guarded');
    await page.goto('/login');
    await fillLogin(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(toast(page, 'ออกจากระบบสำเร็จ')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a signed-in tab elsewhere moves the other tab off /login', async ({ context }) => {
    const learner = await createLearner('moved');
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/login');
    await first.goto('/login');
    await fillLogin(first, learner.email, learner.password);
    await expect(first).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    // Spec §4: a signed-in event while on /login goes home (here through the cross-tab broadcast).
    await expect(second).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });
});

test('arriving at /login or /register already signed in goes on home (or to next)', async ({ page }) => {
  const learner = await createLearner('arrive');
  await page.goto('/login');
  await fillLogin(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login?next=%2Fcourses');
  await expect(page).toHaveURL(/\/courses$/);
});
