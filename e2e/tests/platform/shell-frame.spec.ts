import { expect, test } from '@playwright/test';
import { startAppAsAVisitorWould, waitForLandingToHydrate } from '../../fixtures/site.ts';

test('the theme chosen last time is applied before first paint (no flash) and the toggle cycles light → dark → system', async ({
  page,
}) => {
  // Record the html class at the first moment any script of ours could observe it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __darkAtDomReady: boolean }).__darkAtDomReady = document.documentElement.classList.contains('dark');
    });
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { __darkAtDomReady: boolean }).__darkAtDomReady)).toBe(false);
  await page.evaluate(() => localStorage.setItem('riancode-theme', 'dark'));
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __darkAtDomReady: boolean }).__darkAtDomReady)).toBe(true);

  await page.evaluate(() => localStorage.setItem('riancode-theme', 'light'));
  await page.reload();
  await waitForLandingToHydrate(page);
  const toggle = page.getByRole('button', { name: /สลับธีม/ });
  await expect(toggle).toHaveAccessibleName('สลับธีม: สว่าง');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(toggle).toHaveAccessibleName('สลับธีม: มืด');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('สลับธีม: ตามระบบ');
  expect(await page.evaluate(() => localStorage.getItem('riancode-theme'))).toBe('system');
});

test('the page is Thai, and every request stays on this machine (self-hosted font, no CDN)', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toContain('Noto Sans Thai');
  expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Noto Sans Thai"', 'สวัสดี')))).toBe(true);
  expect(foreign).toEqual([]);
});

test('on a small screen the header collapses into a menu that opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForLandingToHydrate(page);
  const menu = page.getByRole('button', { name: 'เมนู' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' })).toHaveCount(0);
  await menu.click();
  const mobileNav = page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' });
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole('link', { name: 'คอร์สเรียน' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(mobileNav).toHaveCount(0);
});

test('the phone menu closes with Escape (focus back on its button) and with a tap outside it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/courses');
  // Before the app, the painted menu opens by its #fragment; opening it starts the app, whose menu takes over open.
  await page.getByRole('link', { name: 'เมนู' }).click();
  const menu = page.getByRole('button', { name: 'เมนู' });
  const mobileNav = page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page).not.toHaveURL(/#site-menu/);
  await page.keyboard.press('Escape');
  await expect(mobileNav).toHaveCount(0);
  await expect(menu).toBeFocused();

  await menu.click();
  await expect(mobileNav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mobileNav).toHaveCount(0);
  await expect(menu).toBeFocused();

  await menu.click();
  await expect(mobileNav).toBeVisible();
  await page.mouse.click(200, 700);
  await expect(mobileNav).toHaveCount(0);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('an invalid run-time configuration shows a full-page Thai error, never a blank page', async ({ page }) => {
  // The page carries its run-time files inline; without them the app fetches /config.json, here a bad one.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<meta name="runtime-files" content="[^"]*">/, '') });
    },
  );
  await page.route('**/config.json', (route) => route.fulfill({ json: { supabaseUrl: 'http://evil.example', supabaseAnonKey: 'short' } }));
  await page.goto('/');
  await startAppAsAVisitorWould(page);
  await expect(page.getByRole('heading', { name: 'การตั้งค่าระบบไม่ถูกต้อง' })).toBeVisible();
  await expect(page.getByTestId('config-error-detail')).toContainText('Invalid Supabase configuration');
});

test("remotes' style sheets never restyle the shell: the desktop header survives every remote loading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/courses', '/login', '/dashboard', '/admin', '/courses']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'เมนู' })).toBeHidden();
});

test('the header marks the current page, and only it: the landing page’s section links are never "current"', async ({ page }) => {
  const current = page.getByRole('navigation', { name: 'เมนูหลัก' }).locator('[aria-current="page"]');
  await page.goto('/');
  await waitForLandingToHydrate(page);
  await expect(current).toHaveText(['หน้าแรก']);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible();
  await startAppAsAVisitorWould(page);
  await expect(current).toHaveText(['คอร์สเรียน']);
});
