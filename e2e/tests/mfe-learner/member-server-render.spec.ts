import { expect, test, type BrowserContext } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { newLeftovers, removeLeftovers } from '../../fixtures/cleanup.ts';
import { LEARNER, LIVE_THEME_BUTTON, startAppAsAVisitorWould } from '../../fixtures/site.ts';
import { expectedFigures, FIRST_PAINT } from './learner-data.ts';

/**
 * A member's /dashboard rendered by the site server from the session cookie their browser keeps (decision
 * 0070). Each check reads the document the server sent, before any script ran, with the cookies a browser
 * would send; the browser's own page must then take over without losing the content.
 */
const COOKIE = 'riancode-auth';

/** The cookie as the browser writes it, encoded here from its definition (not with the site's own code). */
function sessionCookie(accessToken: string, expiresAt: number): string {
  return `${COOKIE}=base64-${Buffer.from(JSON.stringify({ access_token: accessToken, expires_at: expiresAt })).toString('base64url')}`;
}

const sessionCookiesOf = async (context: BrowserContext) =>
  (await context.cookies()).filter(({ name }) => name === COOKIE || name.startsWith(`${COOKIE}.`));

test('the server sends a signed-in learner their own dashboard, private, and the live page keeps it on screen', async ({
  page,
  context,
}) => {
  const learner = await signedInClient(LEARNER.email, LEARNER.password);
  const expected = await expectedFigures(learner);
  expect(expected.rows.length).toBeGreaterThan(0);
  const { data: row } = await learner.from('users').select('id,name').eq('email', LEARNER.email).single();
  expect(row).not.toBeNull();

  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  // The dashboard the sign-in lands on, drawn in the browser, has read the courses: its read must not be
  // counted below as the next page's (it was, once, when it went out just after the listener was added).
  await expect(page.getByTestId('stat-enrolled')).toHaveText(String(expected.enrolled), { timeout: FIRST_PAINT });
  await expect.poll(() => sessionCookiesOf(context)).not.toHaveLength(0);
  const [cookie] = await sessionCookiesOf(context);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, secure: false });

  // The document as the server sent it (the browser's cookies go with the request).
  const response = await page.request.get('/dashboard');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['vary']).toMatch(/\bCookie\b/);
  const html = await response.text();
  expect(html).toContain(`data-rendered-for="${row?.id}"`);
  expect(html).toContain(`สวัสดี, ${row?.name}`);
  for (const { course_id } of expected.rows) expect(html).toContain(`data-testid="enrolled-course-${course_id}"`);
  expect(html).toContain(`data-testid="stat-enrolled">${expected.enrolled}<`);

  // The live page takes over: the greeting never leaves the screen, and the courses are not asked for again.
  await page.addInitScript(() => {
    const state: { seen: boolean; lost: boolean } = { seen: false, lost: false };
    (window as { __greeting?: typeof state }).__greeting = state;
    new MutationObserver(() => {
      const shown = Boolean(document.querySelector('h1')?.textContent?.includes('สวัสดี'));
      if (shown) state.seen = true;
      else if (state.seen) state.lost = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const progressReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/my_course_progress')) progressReads.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/dashboard');
  // Links only: the page needs no script until the member presses something (decision 0073). Its header offers
  // what a member's menu does without the app, and the app has not started.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'โปรไฟล์' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'แดชบอร์ด' })).toHaveAttribute('href', '/dashboard');
  await expect(banner.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeHidden();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(1);
  await expect(page.locator(LIVE_THEME_BUTTON)).toHaveCount(0);
  // The first interaction starts it. Live: the server's area has given way to the remote's own page, which
  // shows the same learner.
  await startAppAsAVisitorWould(page);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout: FIRST_PAINT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี, ${row?.name}`);
  await expect(page.getByTestId('stat-enrolled')).toHaveText(String(expected.enrolled));
  expect(await page.evaluate(() => (window as { __greeting?: { seen: boolean; lost: boolean } }).__greeting)).toEqual({
    seen: true,
    lost: false,
  });
  expect(progressReads).toEqual([]);
  expect(errors).toEqual([]);

  // Sign-out, pressed on the server's page before its app has started: the press starts the app and the live
  // menu answers it. It clears the cookie, and the server's page is then the one everybody gets.
  await page.goto('/dashboard');
  await expect(page.locator(LIVE_THEME_BUTTON)).toHaveCount(0);
  await banner.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(banner.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible({ timeout: FIRST_PAINT });
  await expect.poll(() => sessionCookiesOf(context)).toHaveLength(0);
  const after = await page.request.get('/dashboard');
  expect(after.headers()['cache-control']).toBe('no-cache');
  expect(await after.text()).not.toContain('data-rendered-for');
});

test('a lesson comes from the server whole and waits for a press: its video plays, and what was pressed or played is kept', async ({
  page,
  context,
  request,
}) => {
  const learner = await signedInClient(LEARNER.email, LEARNER.password);
  const [first] = (await expectedFigures(learner)).rows;
  if (!first) throw new Error('the demo learner is enrolled nowhere');
  const { data: course } = await learner.from('course_catalog').select('title').eq('id', first.course_id).single();
  const { data: lesson } = await learner
    .from('lessons')
    .select('id,title')
    .eq('course_id', first.course_id)
    .eq('type', 'video')
    .order('id')
    .limit(1)
    .single();
  if (!lesson) throw new Error(`course ${first.course_id} has no video lesson`);
  const path = `/course/${first.course_id}/lesson/${lesson.id}`;
  const videoId = `#lesson-video-${lesson.id}`;

  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  await expect.poll(() => sessionCookiesOf(context)).not.toHaveLength(0);
  const response = await page.request.get(path);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('data-rendered-for=');
  expect(html).toContain('data-works-before-app');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${course?.title}</h1>`));
  // The lesson itself, not only its course: its title, its text, the browser's own video player, the Q&A.
  expect(html).toContain(`data-testid="lesson-title">${lesson.title}<`);
  expect(html).toContain('data-testid="markdown"');
  expect(html).toMatch(new RegExp(`<video[^>]*id="lesson-video-${lesson.id}"[^>]*controls`));
  expect(html).toContain('data-testid="lesson-qa"');
  // Without a session the same page is drawn in the browser, as before.
  expect(await (await request.get(path)).text()).not.toContain('data-rendered-for');

  await page.addInitScript(() => {
    const state: { seen: boolean; lost: boolean } = { seen: false, lost: false };
    (window as { __title?: typeof state }).__title = state;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="lesson-title"]')) state.seen = true;
      else if (state.seen) state.lost = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // 1. Played and paused on the painted page (by script: no interaction, so the app keeps waiting), the video is
  // where the learner left it in the live player.
  await page.goto(path);
  await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
  const painted = page.locator(videoId);
  await painted.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    video.dataset.painted = '';
    await video.play();
    video.pause();
    video.currentTime = 2.5;
  });
  await expect(page.locator(LIVE_THEME_BUTTON)).toHaveCount(0);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(1);
  await startAppAsAVisitorWould(page);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout: FIRST_PAINT });
  const live = page.locator(`${videoId}:not([data-painted])`);
  await expect(live).toHaveCount(1);
  await expect.poll(() => live.evaluate((video: HTMLVideoElement) => [video.currentTime, video.paused])).toEqual([2.5, true]);
  expect(await page.evaluate(() => (window as { __title?: { seen: boolean; lost: boolean } }).__title)).toEqual({
    seen: true,
    lost: false,
  });

  // 2. The player's k, pressed on the painted video, starts the app and plays the live video.
  await page.goto(path);
  await expect(page.locator(LIVE_THEME_BUTTON)).toHaveCount(0);
  await page.locator(videoId).focus();
  await page.keyboard.press('k');
  await expect(page.getByTestId('video-announcement')).toHaveText('เล่น', { timeout: FIRST_PAINT });
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);

  // 3. A Q&A button pressed before the app is live is answered by the live one.
  await page.goto(path);
  await expect(page.locator(LIVE_THEME_BUTTON)).toHaveCount(0);
  await page.getByRole('button', { name: 'ถามคำถาม', exact: true }).click();
  await expect(page.getByRole('form', { name: 'ถามคำถามใหม่' })).toBeVisible({ timeout: FIRST_PAINT });
  expect(errors).toEqual([]);
});

test('another member’s cookie shows theirs; a garbled, expired or tampered one gets the page as before', async ({ request }) => {
  const leftovers = newLeftovers();
  try {
    const other = await createLearner('member-ssr');
    leftovers.userIds.push(other.id);
    const client = await signedInClient(other.email, other.password);
    const { data } = await client.auth.getSession();
    const session = data.session;
    if (!session?.expires_at) throw new Error('the new learner has no session');

    const theirs = await request.get('/dashboard', { headers: { Cookie: sessionCookie(session.access_token, session.expires_at) } });
    expect(theirs.headers()['cache-control']).toBe('private, no-store');
    const html = await theirs.text();
    expect(html).toContain(`data-rendered-for="${other.id}"`);
    expect(html).toContain(`สวัสดี, ${other.name}`);
    expect(html).toContain('คุณยังไม่ได้ลงทะเบียนคอร์สใด ๆ');
    expect(html).not.toContain(LEARNER.email);
    expect(html).not.toContain('enrolled-course-');

    // The token's expiry claim moved back: its signature no longer matches, and the backend refuses it.
    const [head, payload = '', signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = [head, Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url'), signature].join('.');
    const refused = [
      `${COOKIE}=garbage`,
      sessionCookie(session.access_token, Math.floor(Date.now() / 1000) - 60),
      sessionCookie(tampered, session.expires_at),
    ];
    for (const cookie of refused) {
      const page = await request.get('/dashboard', { headers: { Cookie: cookie } });
      expect(page.status(), cookie).toBe(200);
      expect(page.headers()['cache-control'], cookie).toBe('no-cache');
      const text = await page.text();
      expect(text, cookie).not.toContain('data-rendered-for');
      expect(text, cookie).not.toContain(other.name);
      expect(text, cookie).toContain('data-remote-area-slot');
    }
  } finally {
    // Other specs count the members: the learner made here goes again, also when a check failed.
    await removeLeftovers(leftovers);
  }
});
