import { expect, test } from '@playwright/test';
import { recordProblems } from '../../fixtures/page-problems.ts';
import { startAppAsAVisitorWould } from '../../fixtures/site.ts';

/**
 * "/" is rendered at build time (shell/build/prerender.ts, decision 0031):
 * its text is in the HTML the server sends, so it paints before any of the
 * app's JavaScript runs, and React then hydrates that very DOM. Every other
 * path arrives with the app's frame painted in, which the app renders over.
 */

type Marked = { __heroAtParse?: Element | null };

test('the landing page arrives as HTML: hero, services and about are in the document before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-prerendered="/"');
  expect(html).toMatch(/<h1 id="hero-title"[^>]*>[^<]*เรียนเขียนโปรแกรม/);
  for (const id of ['services', 'about', 'blog']) expect(html).toContain(`id="${id}"`);
  // The app's modules are started by the paint-first gate, not preloaded in the HTML.
  expect(html).not.toContain('modulepreload');
});

test('other paths get the app frame (header, footer, a loading area), never the landing page', async ({ request }) => {
  for (const path of ['/courses', '/login', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-app-frame>');
    expect(html, path).toMatch(/<header[^>]*>.*เรียนโค้ด/s);
    // The loading area; a page a remote renders on the server has its usable content there instead (issue 16 item 3).
    if (path === '/no-such-page') expect(html, path).toContain('aria-busy="true"');
    else expect(html, path).toContain(`data-server-rendered="${path}"`);
    expect(html, path).not.toContain('hero-title');
    expect(html, path).not.toContain('aria-current="page"');
  }
});

test('a remote’s page paints its header before any script runs, then the live page replaces the frame cleanly', async ({ page }) => {
  // Hold the app back: what is visible is the HTML alone.
  await page.route(/\/assets\/mf-entry-bootstrap-[^/]*\.js$/, () => {});
  await page.goto('/courses', { waitUntil: 'domcontentloaded' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'คอร์สเรียน' })).toBeVisible();
  // A browser holding no session is offered sign-in before any script (theme-init.js marks it).
  await expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  // The theme button waits for the app: pressable (the gate holds a press), not live.
  await expect(header.getByRole('button', { name: /สลับธีม/ })).toBeEnabled();
  await expect(header.getByRole('button', { name: /สลับธีม/ })).not.toHaveAttribute('data-app-live');
  // The page's content is the catalogue's server render (decision 0031), not the frame's spinner.
  await expect(page.locator('[data-server-rendered="/courses"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-server-rendered="/courses"]')).not.toHaveAttribute('inert');

  await page.unroute(/\/assets\/mf-entry-bootstrap-[^/]*\.js$/);
  const problems = recordProblems(page);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible();
  await startAppAsAVisitorWould(page);
  await expect(header.getByRole('link', { name: 'คอร์สเรียน' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('button', { name: /สลับธีม/ })).toHaveAttribute('data-app-live', '');
  expect(problems).toEqual([]);
});

test('before hydration a press on a JavaScript-only button is held, then answered, not silently dead', async ({ page }) => {
  // Hold back what the gate starts on "/": a visitor's landing (decision 0031), or the app.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(visitor-landing|mf-entry-bootstrap)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const theme = page.getByRole('banner').getByRole('button', { name: /สลับธีม/ });
  await expect(page.getByRole('button', { name: 'Create Tables' })).toBeEnabled();
  // Before the app, the painted button names the stored choice (theme-init.js marks <html>).
  await expect(theme).toHaveAccessibleName('สลับธีม: สว่าง');
  await theme.click();
  // Taken, and visibly waiting for the app (decision 0040); nothing has changed yet.
  await expect(theme).toHaveAttribute('aria-busy', 'true');
  await expect(theme).toHaveAccessibleName('สลับธีม: สว่าง');
  release();
  await expect(page.locator('[data-app-control="theme-toggle"][data-app-live]')).toHaveCount(1);
  // The held press went from the real choice to the next one.
  await expect(page.getByRole('banner').getByRole('button', { name: /สลับธีม/ })).toHaveAccessibleName('สลับธีม: มืด');
});

test('hydration adopts the painted page without a mismatch, then the header, theme and blog come alive', async ({ page }) => {
  const problems = recordProblems(page);
  // Keep the heading the HTML parser created, before any module of ours runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as Marked).__heroAtParse = document.getElementById('hero-title');
    });
  });
  await page.goto('/');
  await startAppAsAVisitorWould(page);
  await expect(page.locator('[data-app-control="theme-toggle"][data-app-live]')).toHaveCount(1);

  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await page.locator('#blog').scrollIntoViewIfNeeded();
  await expect(page.locator('#blog').getByTestId('article-card').first()).toBeVisible();
  expect(
    await page.evaluate(() => {
      const parsed = (window as Marked).__heroAtParse;
      return Boolean(parsed?.isConnected) && parsed === document.getElementById('hero-title');
    }),
  ).toBe(true);

  await page.getByRole('button', { name: /สลับธีม/ }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(problems).toEqual([]);
});

test('a dark page rendered by the server shows a dark theme button before the app starts, and its first press goes on to ตามระบบ', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('riancode-theme', 'dark'));
  // Hold the app back: what is visible is the HTML and theme-init.js alone.
  await page.route(/\/assets\/mf-entry-bootstrap-[^/]*\.js$/, () => {});
  await page.goto('/courses', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  const theme = page.getByRole('banner').getByRole('button', { name: /สลับธีม/ });
  await expect(theme).toHaveAccessibleName('สลับธีม: มืด');
  await expect(theme.locator('[data-theme-choice-shown="dark"] svg')).toBeVisible();
  await expect(theme.locator('[data-theme-choice-shown="light"] svg')).toBeHidden();

  await page.unroute(/\/assets\/mf-entry-bootstrap-[^/]*\.js$/);
  await page.goto('/courses');
  await startAppAsAVisitorWould(page);
  await expect(page.locator('[data-app-control="theme-toggle"][data-app-live]')).toHaveCount(1);
  await expect(theme).toHaveAccessibleName('สลับธีม: มืด');
  await theme.click();
  await expect(theme).toHaveAccessibleName('สลับธีม: ตามระบบ');
});

test('a visitor who chose the dark theme gets it before the first paint, and hydration still matches', async ({ page }) => {
  const problems = recordProblems(page);
  await page.addInitScript(() => localStorage.setItem('riancode-theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await startAppAsAVisitorWould(page);
  // The server rendered the light theme's label; the hydrated toggle says dark.
  await expect(page.getByRole('button', { name: 'สลับธีม: มืด' })).toBeVisible();
  expect(problems).toEqual([]);
});
