import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { anonClient, createLearner, type TestLearner } from '../../fixtures/backend.ts';

/** One device: its own browser context (storage), signed in through the login page. */
async function deviceSignedIn(browser: Browser, learner: TestLearner): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  return page;
}

/** The device's access token, as supabase-js keeps it (shared/platform/src/supabase/storage-key.ts). */
async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('riancode-auth'));
  const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token;
  if (!token) throw new Error('no session stored on this device');
  return token;
}

/**
 * Whether the server still holds this device's session: GoTrue answers /user with
 * session_not_found once the session named in the token is gone. Unlike a refresh, asking
 * rotates nothing, so the device itself is left as it was.
 */
async function sessionStands(accessToken: string): Promise<boolean> {
  const { error } = await anonClient().auth.getUser(accessToken);
  return error === null;
}

test('ออกจากระบบ ends only this device; ออกจากระบบทุกอุปกรณ์ ends every device, after a confirmation', async ({ browser }) => {
  const learner = await createLearner('sign-out-scopes');
  const laptop = await deviceSignedIn(browser, learner);
  const phone = await deviceSignedIn(browser, learner);
  const tablet = await deviceSignedIn(browser, learner);

  await laptop.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(laptop.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  // The other devices are still signed in, as far as the server is concerned.
  const tabletToken = await accessTokenOf(tablet);
  expect(await sessionStands(await accessTokenOf(phone))).toBe(true);
  expect(await sessionStands(tabletToken)).toBe(true);

  await phone.goto('/profile?tab=settings');
  await phone.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }).click();
  await expect(phone.getByRole('dialog', { name: 'ออกจากระบบทุกอุปกรณ์?' })).toBeVisible();
  await phone.getByRole('button', { name: 'ยืนยัน ออกจากระบบทุกอุปกรณ์' }).click();
  // The profile's guard may get there first and keep where the member was (?next=…): the sign-in page either way.
  await expect(phone).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await expect(phone.getByText('ออกจากระบบทุกอุปกรณ์แล้ว')).toBeVisible();
  // The tablet's session is over too.
  expect(await sessionStands(tabletToken)).toBe(false);
});
