import { expect, test, type Page } from '@playwright/test';
import { watchCodeDownloads } from '../../fixtures/code-downloads.ts';
import { LEARNER, startAppAsAVisitorWould } from '../../fixtures/site.ts';

/**
 * A visitor's page that works before its app (decision 0040) starts the app
 * only at the first interaction its HTML cannot answer alone: reading and
 * following links cost no script. A press on a control that needs the app,
 * made before the app is live, is answered once it is.
 */

const APP_ENTRY = /\/assets\/mf-entry-bootstrap-[^/]*\.js$/;
const LIVE = '[data-app-control="theme-toggle"][data-app-live]';

/** Records the app's entry being asked for. */
function watchAppEntry(page: Page): { requested: () => boolean } {
  let requested = false;
  page.on('request', (request) => {
    if (APP_ENTRY.test(request.url())) requested = true;
  });
  return { requested: () => requested };
}

/** Holds the app's entry back until released, to press things before the app is live. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a visitor’s catalogue runs no app until the first interaction: it fetches the app when idle, then goes live at the press', async ({
  page,
}) => {
  const app = watchAppEntry(page);
  await page.goto('/courses', { waitUntil: 'load' });
  await expect(page.locator('[data-server-rendered="/courses"]').getByRole('heading', { level: 1 })).toBeVisible();
  // Fetched once the page has loaded and the main thread is idle (idle-fetch.ts), so a later press only runs it …
  await expect.poll(() => app.requested()).toBe(true);
  // … but not run: the painted page is still the server's, and no control is live.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Python/ })
    .first()
    .hover();
  await expect(page.locator('[data-server-rendered="/courses"]')).toHaveCount(1);
  await expect(page.locator(LIVE)).toHaveCount(0);

  await startAppAsAVisitorWould(page);
  await expect(page.locator(LIVE)).toHaveCount(1);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
});

test('a browser holding a session, and a page that needs its app, start the app at once', async ({ page }) => {
  const app = watchAppEntry(page);
  // An article counts its reading when it opens (decision 0032): its page needs the app.
  await page.goto('/blog/developer-habits');
  await expect(page.locator(LIVE)).toHaveCount(1);
  expect(app.requested()).toBe(true);

  const member = await page.context().newPage();
  await member.goto('/login');
  await member.getByLabel('อีเมล').fill(LEARNER.email);
  await member.getByLabel('รหัสผ่าน').fill(LEARNER.password);
  await member.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(member).not.toHaveURL(/\/login/);
  const again = watchAppEntry(member);
  await member.goto('/courses');
  await expect(member.locator(LIVE)).toHaveCount(1);
  await expect(member.getByRole('banner').getByTestId('greeting')).toBeVisible();
  expect(again.requested()).toBe(true);
});

test('a course tab pressed before the app is live opens once it is', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/course/1', { waitUntil: 'domcontentloaded' });
  const reviews = page.getByRole('tab', { name: 'รีวิว' });
  await reviews.click();
  await expect(reviews).toHaveAttribute('aria-busy', 'true');
  await expect(reviews).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(page.getByRole('tab', { name: 'รีวิว', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'รีวิว' })).toBeFocused();
});

test('the sign-in form takes input before the app is live, and a submission made then signs in once it is', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/login?next=/profile', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('อีเมล').fill(LEARNER.email);
  await page.getByLabel('รหัสผ่าน').fill(LEARNER.password);
  await page.getByLabel('รหัสผ่าน').press('Enter');
  // Held, not sent as a GET with the password in the address.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('?next=/profile');
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/profile', { timeout: 30_000 });
});

test('a press held down while the app goes live is answered: the page is not replaced under the pointer', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/login?next=/profile', { waitUntil: 'load' });
  await page.getByLabel('อีเมล').fill(LEARNER.email);
  await page.getByLabel('รหัสผ่าน').fill(LEARNER.password);
  const submit = page.getByRole('button', { name: /^เข้าสู่ระบบ$/ });
  const box = await submit.boundingBox();
  if (!box) throw new Error('the sign-in button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // Held until the app could have replaced the page: all its code has arrived and the page has gone idle. A live
  // page drawn then would take the button away between the press and the release, and the browser sends no click
  // for a press whose element left the page.
  await expect.poll(() => preloadsArrived(page), { timeout: 30_000 }).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await page.mouse.up();
  await expect(page).toHaveURL((url) => url.pathname === '/profile', { timeout: 30_000 });
});

/**
 * Whether every module the gate fetches when idle (the app's entry and preloads on its script, the remote's page
 * modules on the server render: paint-first-gate.ts), every module the page asked to preload, and every style sheet
 * of its remote (fetched, not linked) has arrived (resource timing lists what has). The gate asks for the modules a
 * few per idle period, so the links in the page at one moment are not yet all of them.
 */
async function preloadsArrived(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const gate = document.querySelector<HTMLElement>('script[data-paint-first]');
    const listed = (element: Element | null | undefined, name: string) => element?.getAttribute(name)?.split(' ').filter(Boolean) ?? [];
    const fetchedWhenIdle = [
      ...listed(gate, 'data-app-entry'),
      ...listed(gate, 'data-app-preloads'),
      ...listed(document.querySelector('[data-after-paint-modules]'), 'data-after-paint-modules'),
    ].map((href) => new URL(href, document.baseURI).href);
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    const modules = [...fetchedWhenIdle, ...linked];
    const styles = document.querySelector('[data-after-paint-styles]')?.getAttribute('data-after-paint-styles')?.split(' ') ?? [];
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return modules.length > 0 && [...modules, ...styles].every((href) => arrived.has(href));
  });
}

for (const { path, press, live } of [
  { path: '/course/1', press: 'course-tab-reviews', live: '[data-app-control="course-tab-reviews"][aria-selected="true"]' },
  { path: '/courses', press: 'theme-toggle', live: LIVE },
  { path: '/login', press: 'theme-toggle', live: '[data-app-control="login-form"][data-app-live]' },
]) {
  test(`once ${path} has fetched its app while the visitor reads, the first press downloads no more code`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    // The app's modules, the remote's page scripts, the shell's chunks of the shares the page imports and the
    // remote's style sheets (decision 0062): all asked for when idle after the load.
    await expect.poll(() => preloadsArrived(page), { timeout: 30_000 }).toBe(true);
    const downloaded = await watchCodeDownloads(page);
    await page.locator(`[data-app-control="${press}"]`).click();
    await expect(page.locator(live)).toHaveCount(1);
    await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
    expect(downloaded()).toEqual([]);
  });
}

test('a course’s reviews come with its page: the รีวิว tab, pressed once the app is fetched, asks the API for nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/rest\/v1\/(course_reviews|course_rating_counts)\b/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/course/1', { waitUntil: 'load' });
  await expect.poll(() => preloadsArrived(page), { timeout: 30_000 }).toBe(true);
  await page.locator('[data-app-control="course-tab-reviews"]').click();
  await expect(page.locator('[data-app-control="course-tab-reviews"][aria-selected="true"]')).toHaveCount(1);
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByTestId('rating-row-5')).toBeVisible();
  expect(asked).toEqual([]);
});
