import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { ADMIN, LEARNER } from '../../fixtures/site.ts';

/**
 * /admin's members tab rendered by the site server for an admin whose session verified the authenticator code
 * (decision 0081), read with the admin's own token: the database is the guard. The live page then takes over
 * without losing the content or reading the lists again.
 */
test('the server sends an admin the members tab, private, and the live page keeps it and enables its controls', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-in with an authenticator code, then the back office loaded again
  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  // The session cookie follows the session: at aal2 once the code is verified, and the server renders then.
  await expect
    .poll(async () => (await (await page.request.get('/admin')).text()).includes('data-rendered-for'), { timeout: 30_000 })
    .toBe(true);
  const response = await page.request.get('/admin');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('จัดการสมาชิก คอร์ส คำสั่งซื้อ บทความ และ SEO ของเว็บไซต์');
  // The members' rows (the newest first: other specs add members), and their answers for the live page.
  expect(html).toContain('data-testid="member-row"');
  expect(html).toContain(LEARNER.email);
  // Its tabs, buttons and fields are visibly not ready until the app is live.
  expect(html).toMatch(/<fieldset[^>]*disabled/);
  // Another tab is drawn in the browser; so is the page without a session.
  expect(await (await page.request.get('/admin?tab=orders')).text()).not.toContain('data-rendered-for');
  expect(await (await request.get('/admin')).text()).not.toContain('data-rendered-for');

  await page.addInitScript(() => {
    const state = { seen: false, lost: false, firstRow: '' };
    (window as { __heading?: typeof state }).__heading = state;
    new MutationObserver(() => {
      const shown = Boolean(document.querySelector('h1')?.textContent?.includes('ระบบจัดการผู้ดูแล'));
      if (shown) state.seen = true;
      else if (state.seen) state.lost = true;
      state.firstRow ||= document.querySelector('[data-testid="member-row"]')?.textContent ?? '';
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const listReads: string[] = [];
  // The page's three reads: the figures, the members list, their PDPA state.
  const PAGE_READS = ['/rest/v1/rpc/admin_stats', '/rest/v1/rpc/admin_member_privacy', '/rest/v1/users?select=id%2Cemail'];
  page.on('request', (sent) => {
    if (PAGE_READS.some((read) => sent.url().includes(read))) listReads.push(sent.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout: 30_000 });
  // The first member the server's page showed is the live page's first too.
  const painted = await page.evaluate(() => (window as { __heading?: { firstRow: string } }).__heading?.firstRow ?? '');
  expect(painted).not.toBe('');
  await expect(page.getByTestId('member-row').first()).toHaveText(painted);
  // Live: the tabs work.
  await page.getByRole('tab', { name: 'คูปอง' }).click();
  await expect(page.getByText('WELCOME10')).toBeVisible();
  expect(await page.evaluate(() => (window as { __heading?: { seen: boolean; lost: boolean } }).__heading)).toMatchObject({
    seen: true,
    lost: false,
  });
  expect(listReads).toEqual([]);
  expect(errors).toEqual([]);
});
