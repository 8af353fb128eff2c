import { expect, test } from '@playwright/test';
import { unwrap } from '@shared/db/answer';
import { recordProblems } from '../../fixtures/page-problems.ts';
import { anonClient } from '../../fixtures/backend.ts';

/**
 * A remote's page arrives rendered by the remote itself on the server
 * (decision 0031): the visitor reads the catalogue, a course or the sign-in
 * form before any script has run, and the live page then takes over without
 * blinking back to a spinner.
 */

const HOLD_APP = /\/assets\/mf-entry-bootstrap-[^/]*\.js$/;

async function titlesWhere(level?: string): Promise<string[]> {
  let query = anonClient().from('course_catalog').select('title').order('id');
  if (level) query = query.eq('level', level);
  const { data, error } = await query;
  if (error) throw error;
  // A view's title is nullable to the types; every course has one (courses.title).
  return data.flatMap((row) => (row.title === null ? [] : [row.title]));
}

test('the catalogue’s HTML holds the courses the backend has, filtered by the URL', async ({ request }) => {
  const html = await (await request.get('/courses')).text();
  expect(html).toContain('data-server-rendered="/courses"');
  expect(html).toContain('คอร์สเรียนทั้งหมด');
  for (const title of await titlesWhere()) expect(html).toContain(title);

  const advanced = await (await request.get('/courses?level=advanced')).text();
  const all = await titlesWhere();
  const wanted = await titlesWhere('advanced');
  expect(wanted.length).toBeGreaterThan(0);
  for (const title of all) expect(advanced.includes(title), title).toBe(wanted.includes(title));
});

test('a course’s HTML holds its title and curriculum; the sign-in form is there too; a page needing a session is not rendered', async ({
  request,
}) => {
  const course = await anonClient().from('courses').select('id,title').eq('status', 'published').order('id').limit(1).single().then(unwrap);
  const { data: modules } = await anonClient().from('course_modules').select('title').eq('course_id', course.id);
  const html = await (await request.get(`/course/${course.id}`)).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${course.title}</h1>`));
  for (const { title } of modules ?? []) expect(html).toContain(title);
  // The visitor's enrol control is in the HTML: for a paid course, a link to sign in on the way to its checkout.
  const { data: paid } = await anonClient().from('course_catalog').select('id').gt('price', 0).order('id').limit(1).single();
  const paidHtml = paid?.id === course.id ? html : await (await request.get(`/course/${paid?.id}`)).text();
  expect(paidHtml).toMatch(new RegExp(`<a[^>]*href="/login\\?next=%2Fcheckout%2F${paid?.id}"[^>]*>ลงทะเบียน</a>`));

  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/<h1[^>]*>เข้าสู่ระบบ<\/h1>/);
  expect(login).toContain('id="login-password"');

  const dashboard = await (await request.get('/dashboard')).text();
  expect(dashboard).not.toContain('data-server-rendered');
  const checkout = await (await request.get(`/checkout/${course?.id}`)).text();
  expect(checkout).not.toContain('data-server-rendered');
  expect(dashboard).toContain('data-remote-area-slot');
});

test('before the app runs the page is usable (issue 16 item 3): a search typed early survives the takeover', async ({ page }) => {
  // The catalogue's search works on the painted page; the app then takes over with what was typed, still focused.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HOLD_APP, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/courses', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-server-rendered="/courses"]')).not.toHaveAttribute('inert');
  const search = page.getByRole('searchbox');
  await search.fill('ไพทอน');
  release();
  await expect(page).toHaveURL(/\?q=%E0%B9%84%E0%B8%9E%E0%B8%97%E0%B8%AD%E0%B8%99$/, { timeout: 30_000 });
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(search).toHaveValue('ไพทอน');
  await expect(search).toBeFocused();
  await expect(page.getByText('พบ 2 คอร์ส')).toBeVisible();
});

test('the live page takes over in place: no spinner in between, no console problems, and it works', async ({ page }) => {
  // Records whether the remote's loading area ever appears after the server's render.
  await page.addInitScript(() => {
    const seen = { spinner: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-remote-area-slot]')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const problems = recordProblems(page);
  await page.goto('/courses');
  const search = page.getByRole('searchbox');
  await expect(search).toBeEditable();
  // A visitor's first interaction starts the app (decision 0040).
  await search.click();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __seen: { spinner: boolean } }).__seen.spinner)).toBe(false);

  const [first] = await titlesWhere();
  await search.fill(first ?? '');
  await expect(page.getByText('พบ 1 คอร์ส')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the policy pages arrive as HTML with the current text from the database (decision 0027)', async ({ request }) => {
  for (const kind of ['terms', 'privacy'] as const) {
    const { data, error } = await anonClient()
      .from('legal_documents')
      .select('title, version')
      .eq('kind', kind)
      .order('version', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    const html = await (await request.get(`/${kind}`)).text();
    expect(html).toContain(`data-server-rendered="/${kind}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${data?.title ?? 'missing'}</h1>`));
    expect(html).toContain(`ฉบับที่ ${data?.version ?? 0}`);
  }
});
