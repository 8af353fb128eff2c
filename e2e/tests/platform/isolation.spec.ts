import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from '../../fixtures/held-requests.ts';
import { E2E_REMOTE_ORIGINS, startAppAsAVisitorWould } from '../../fixtures/site.ts';

/**
 * A remote that is down, or answers late, breaks only its own area: the
 * landing page, the header and the other remotes keep working, and the
 * broken area shows a Thai error card with a retry button.
 */
const CATALOG = `${E2E_REMOTE_ORIGINS.mfe_catalog}/**`;
const ERROR_TITLE = 'ส่วนนี้ของเว็บไซต์ไม่พร้อมใช้งานชั่วคราว';

/**
 * Before the app starts, the header's link is a document navigation: the first interaction must
 * reach the new page's gate, not the page being left.
 */
async function followLinkToCatalogue(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'คอร์สเรียน' }).first().click();
  await page.waitForURL(/\/courses$/);
}

test('with mfe-catalog stopped, /courses shows the error card, everything else works, and retry recovers', async ({ page }) => {
  await page.route(CATALOG, (route) => route.abort('connectionrefused'));
  await page.goto('/courses');
  // The server still renders the catalogue (the outage is the browser's); the first interaction starts the app.
  await startAppAsAVisitorWould(page);
  await expect(page.getByRole('alert')).toContainText(ERROR_TITLE, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  // The header still navigates, to another remote and to the shell's own page.
  await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^เข้าสู่ระบบ$/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'หน้าแรก' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The remote comes back: retry loads it without a page reload.
  await followLinkToCatalogue(page);
  await startAppAsAVisitorWould(page);
  await expect(page.getByRole('alert')).toContainText(ERROR_TITLE, { timeout: 15_000 });
  await page.unroute(CATALOG);
  await page.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible({ timeout: 15_000 });
});

test('with mfe-catalog answering late, the rest works at once, the area shows the error card, then the remote arrives', async ({
  page,
}) => {
  // Late until the card is shown: a fixed delay could end before the shell's own 4-s wait on a loaded machine.
  const catalog = await holdRequests(page, CATALOG);
  await page.goto('/');
  // The landing page and header are not held hostage by the slow remote: they are up while it is held.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await followLinkToCatalogue(page);
  await startAppAsAVisitorWould(page);
  await expect(page.getByRole('alert')).toContainText(ERROR_TITLE, { timeout: 20_000 });
  expect(catalog.count()).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'หน้าแรก' }).first()).toBeVisible();
  // When the late remote finally answers, it replaces the card by itself.
  catalog.release();
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible({ timeout: 30_000 });
});

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL(/\/$/);
});
