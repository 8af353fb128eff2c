import { expect, test, type Page } from '@playwright/test';
import { recordProblems } from '../../fixtures/page-problems.ts';
import { E2E_REMOTE_ORIGINS, LEARNER, waitForLandingToHydrate } from '../../fixtures/site.ts';
import { expectSignedInHeader, fillLogin } from '../mfe-auth/auth-helpers.ts';

/**
 * "/" for a visitor (decision 0031): the paint-first gate starts the
 * landing alone, without the app's federation runtime, remotes, auth client
 * or toaster, and the landing is fully live. Links to other pages load them
 * as documents; a stored session, or one made in another tab, gets the app.
 */

const APP_START = /\/assets\/mf-entry-bootstrap-[^/]*\.js$/;
const FEDERATION = /remoteEntry|mf-entry-bootstrap|_virtual_mf/;

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** A value on `window` survives a same-document navigation and not a document load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const isSameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test('a visitor’s landing starts without the federation runtime or any remote, and is fully live', async ({ page }) => {
  const problems = recordProblems(page);
  const scripts = scriptsRequested(page);
  await page.goto('/');
  await waitForLandingToHydrate(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();

  // The diagnostics' auth check loads the auth client on demand and finds no session.
  const diagnostics = page.getByTestId('connection-diagnostics');
  await expect(diagnostics).toHaveAttribute('data-status', 'connected');
  await expect(diagnostics).toContainText('ยังไม่มีเซสชัน');
  await page.locator('#blog').scrollIntoViewIfNeeded();
  await expect(page.locator('#blog').getByTestId('article-card').first()).toBeVisible();
  await page.getByRole('button', { name: /สลับธีม/ }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  expect(scripts.some((url) => /\/assets\/visitor-landing-[^/]*\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => FEDERATION.test(url))).toEqual([]);
  const remoteOrigins = Object.values(E2E_REMOTE_ORIGINS);
  expect(scripts.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin)))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a link to another page loads it as a document, where the app starts', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/');
  await waitForLandingToHydrate(page);
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'คอร์สเรียน' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(false);
  await expect.poll(() => scripts.some((url) => APP_START.test(url))).toBe(true);
});

test('pointing at a link to another page fetches the app’s modules ahead of the click, and nothing before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = scriptsRequested(page);
  await page.goto('/');
  await waitForLandingToHydrate(page);
  expect(scripts.filter((url) => FEDERATION.test(url))).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'คอร์สเรียน' }).hover();
  await expect.poll(() => scripts.some((url) => APP_START.test(url))).toBe(true);
  await expect(page).toHaveURL(/\/$/);
});

test('a section link scrolls to its section and moves focus there, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForLandingToHydrate(page);
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'บทความ' }).click();
  await expect(page).toHaveURL(/\/#blog$/);
  await expect(page.locator('#blog')).toBeFocused();
  await expect(page.locator('#blog')).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
  // The logo goes back to the top, still the same document.
  await page.getByRole('banner').getByRole('link', { name: 'เรียนโค้ด' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});

test('on a phone the menu opens with the visitor’s sign-in and register links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForLandingToHydrate(page);
  await page.getByRole('button', { name: 'เมนู', exact: true }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'สมัครสมาชิก' })).toBeVisible();
});

test('a signed-in learner’s "/" starts the app, with their header, and the diagnostics read the app’s one client', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const problems = recordProblems(page);
  const scripts = scriptsRequested(page);
  await page.goto('/');
  await expectSignedInHeader(page);
  // Playwright reports a request when the browser's network layer sees it, which can trail the page it serves.
  await expect.poll(() => scripts.some((url) => APP_START.test(url))).toBe(true);
  expect(scripts.some((url) => /\/assets\/visitor-landing-/.test(url))).toBe(false);
  // The auth check sees the session; a second auth client would have warned on the console.
  await expect(page.getByTestId('connection-diagnostics')).toContainText(LEARNER.email);
  expect(problems).toEqual([]);
});

test('signing in from another tab turns a visitor’s landing into the signed-in app', async ({ context }) => {
  const landing = await context.newPage();
  await landing.goto('/');
  await waitForLandingToHydrate(landing);
  const other = await context.newPage();
  await other.goto('/login');
  await fillLogin(other, LEARNER.email, LEARNER.password);
  await expect(other).toHaveURL(/\/dashboard$/);
  await expectSignedInHeader(landing);
});
