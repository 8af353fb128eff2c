import { expect, test } from '@playwright/test';
import { holdRequests } from '../../fixtures/held-requests.ts';
import { ADMIN, LEARNER } from '../../fixtures/site.ts';
import { fillLogin, toast } from './auth-helpers.ts';

test.describe('/login', () => {
  test('shows the form, the or divider, the third-party button and a link to /register', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page.getByLabel('อีเมล')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('separator', { name: 'หรือ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'สมัครสมาชิก' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('both fields are required (Thai messages, nothing sent)', async ({ page }) => {
    let tokenCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/token')) tokenCalls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByText('กรุณากรอกข้อมูลนี้')).toHaveCount(2);
    expect(tokenCalls).toBe(0);
  });

  test('a wrong password shows the login-failure toast with the reason and keeps the user here', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, LEARNER.email, 'not-the-password');
    const failure = toast(page, 'เกิดข้อผิดพลาดในการเข้าสู่ระบบ');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    await expect(page).toHaveURL(/\/login$/);
    // The button is usable again and what was typed is still there.
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeEnabled();
    await expect(page.getByLabel('อีเมล')).toHaveValue(LEARNER.email);
  });

  test('the learner lands on /dashboard with the success toast, and the button was busy meanwhile', async ({ page }) => {
    await page.goto('/');
    await page.goto('/login');
    // The token call is held until the busy state has been seen.
    const token = await holdRequests(page, '**/auth/v1/token**');
    await fillLogin(page, LEARNER.email, LEARNER.password);
    await expect(page.getByRole('button', { name: 'กำลังเข้าสู่ระบบ...' })).toBeDisabled();
    token.release();
    await expect(toast(page, 'เข้าสู่ระบบสำเร็จ!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    // Replaced, not pushed: Back does not return to the login form.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('the admin lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  });
});

test('signing in from /login?next=/course/3 returns to the course', async ({ page }) => {
  await page.goto('/login?next=%2Fcourse%2F3');
  await fillLogin(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/course\/3$/, { timeout: 15_000 });
});

test('a next that points off the site is ignored', async ({ page }) => {
  await page.goto('/login?next=%2F%2Fevil.example%2Fsteal');
  await fillLogin(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/, { timeout: 15_000 });
});
