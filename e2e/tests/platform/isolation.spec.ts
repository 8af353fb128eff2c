import { expect, test } from '@playwright/test';
import { E2E_REMOTE_ORIGINS } from '../../fixtures/site.ts';

/**
 * A remote that is down, or answers 5 s late, breaks only its own area: the
 * landing page, the header and the other remotes keep working, and the
 * broken area shows a Thai error card with a retry button.
 */
const CATALOG = `${E2E_REMOTE_ORIGINS.mfe_catalog}/**`;
const ERROR_TITLE = 'ส่วนนี้ของเว็บไซต์ไม่พร้อมใช้งานชั่วคราว';

test('with mfe-catalog stopped, /courses shows the error card and everything else works', async ({ page }) => {
  await page.route(CATALOG, (route) => route.abort('connectionrefused'));
  await page.goto('/courses');
  await expect(page.getByRole('alert')).toContainText(ERROR_TITLE, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  // The header still navigates, to the shell's own page and to another remote.
  await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^เข้าสู่ระบบ$/ })).toBeVisible();
  await page.getByRole('link', { name: 'หน้าแรก' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('with mfe-catalog answering 5 s late, the area shows the error card, then retry loads it', async ({ page }) => {
  let slow = true;
  await page.route(CATALOG, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.goto('/');
  // The landing page and header are not held hostage by the slow remote.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 3000 });
  await page.goto('/courses');
  await expect(page.getByRole('alert')).toContainText(ERROR_TITLE, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'คอร์สเรียน' }).first()).toBeVisible();
  slow = false;
  await page.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL(/\/$/);
});
