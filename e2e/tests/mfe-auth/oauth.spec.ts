import { expect, test } from '@playwright/test';
import { serviceClient } from '../../fixtures/backend.ts';
import { freshEmail, toast } from './auth-helpers.ts';

test('third-party sign-in: the identity-provider page, back through /auth/callback, a profile row for a new account', async ({ page }) => {
  const email = freshEmail('oauth');
  const name = 'ผู้ใช้ Google ทดสอบ';
  const avatar = 'https://example.com/avatar.png';

  await page.goto('/login');
  const siteOrigin = new URL(page.url()).origin;
  const authorize = page.waitForRequest((r) => r.url().includes('/auth/v1/authorize'));
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }).click();
  // Spec §7: offline access, a consent prompt, and on localhost the local origin as the callback.
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('provider')).toBe('google');
  expect(url.searchParams.get('access_type')).toBe('offline');
  expect(url.searchParams.get('prompt')).toBe('consent');
  expect(url.searchParams.get('redirect_to')).toBe(`${siteOrigin}/auth/callback`);

  // local-supabase's account chooser: create a new third-party account.
  await page
    .getByLabel(/ชื่อ|name/i)
    .first()
    .fill(name);
  await page
    .getByLabel(/อีเมล|e-?mail/i)
    .first()
    .fill(email);
  const avatarField = page.getByLabel(/avatar|รูป/i);
  if (await avatarField.count()) await avatarField.first().fill(avatar);
  await page
    .locator('form')
    .filter({ has: page.getByLabel(/อีเมล|e-?mail/i) })
    .locator('[type=submit]')
    .first()
    .click();

  // The callback's waiting screen (it waits 2 s for the profile row, spec §4).
  await expect(page).toHaveURL(/\/auth\/callback\?code=/);
  await expect(page.getByText('กำลังยืนยันตัวตน...')).toBeVisible();
  await expect(page.getByText('กรุณารอสักครู่')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(toast(page, 'เข้าสู่ระบบสำเร็จ!')).toBeVisible();

  const { data, error } = await serviceClient().from('users').select('id, name, email, role, level').eq('email', email).single();
  expect(error).toBeNull();
  expect(data).toMatchObject({ name, email, role: 'user', level: 1 });

  // PDPA (decision 0027): a first arrival through Google accepts the documents before going on.
  const dialog = page.getByRole('dialog', { name: 'ยอมรับข้อกำหนดก่อนเริ่มใช้งาน' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว' }).check();
  await dialog.getByRole('button', { name: 'ยอมรับและใช้งานต่อ' }).click();
  await expect(dialog).toHaveCount(0);
  const { data: consents } = await serviceClient()
    .from('consents')
    .select('kind, method')
    .eq('user_id', data?.id ?? '')
    .order('kind');
  expect(consents).toEqual([
    { kind: 'privacy', method: 'oauth' },
    { kind: 'terms', method: 'oauth' },
  ]);
});

test('/auth/callback without a code or session goes back to /login with the Thai error', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(toast(page, 'เกิดข้อผิดพลาดในการยืนยันตัวตน')).toBeVisible();
});
