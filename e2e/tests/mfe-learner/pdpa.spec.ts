import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { serviceClient } from '../../fixtures/backend.ts';
import { freshEmail, toast } from '../mfe-auth/auth-helpers.ts';
import { FIRST_PAINT } from './learner-data.ts';

// PDPA end to end (decision 0027): register with consent (refused without it), download one's
// data as a real JSON file, request deletion with the password, and sign in again: the request
// is cancelled and the member is told so.

const CONSENT = 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว';

test('register with consent, export my data, request deletion, and a sign-in cancels it', async ({ page }) => {
  const email = freshEmail('pdpa');
  const password = 'Pdpa#Riverside-2026';
  const name = 'ผู้เรียน พีดีพีเอ';

  // The policy pages are readable signed out.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible({ timeout: FIRST_PAINT });
  await expect(page.getByText('สิทธิ์ของคุณตาม PDPA')).toBeVisible();

  await page.goto('/register');
  await page.getByLabel('ชื่อ-นามสกุล').fill(name);
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('ระดับความรู้').selectOption('beginner');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(page.getByText('กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Export: a real download, parsed.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'ตั้งค่า' }).click({ timeout: FIRST_PAINT });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^riancode-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const exported = JSON.parse(await readFile(path, 'utf8')) as { account: { email: string }; consents: { kind: string }[] };
  expect(exported.account.email).toBe(email);
  expect(exported.consents.map((c) => c.kind).sort()).toEqual(['privacy', 'terms']);

  // Deletion: a wrong password is refused in the dialog; the right one schedules it and signs out.
  await page.getByRole('button', { name: 'ลบบัญชี' }).click();
  const dialog = page.getByRole('dialog', { name: 'ลบบัญชีของคุณ' });
  await dialog.getByLabel('รหัสผ่านปัจจุบัน').fill('not-my-password');
  await dialog.getByRole('button', { name: 'ยืนยันการลบบัญชี' }).click();
  await expect(dialog.getByText('รหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await dialog.getByLabel('รหัสผ่านปัจจุบัน').fill(password);
  await dialog.getByRole('button', { name: 'ยืนยันการลบบัญชี' }).click();
  await expect(toast(page, /เราได้รับคำขอลบบัญชีแล้ว/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });

  const service = serviceClient();
  const { data: user } = await service.from('users').select('id').eq('email', email).single();
  const pending = await service
    .from('account_deletion_requests')
    .select('cancelled_at')
    .eq('user_id', user?.id ?? '');
  expect(pending.data).toEqual([{ cancelled_at: null }]);

  // Signing in again within the grace period cancels it, in Thai.
  await signInThroughUi(page, email, password, /\/dashboard$/);
  await expect(toast(page, /คำขอลบบัญชีของคุณถูกยกเลิกแล้ว/)).toBeVisible({ timeout: 15_000 });
  const after = await service
    .from('account_deletion_requests')
    .select('cancelled_by')
    .eq('user_id', user?.id ?? '');
  expect(after.data).toEqual([{ cancelled_by: 'signin' }]);
});
