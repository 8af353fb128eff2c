import { expect, test } from '@playwright/test';
import { anonClient, createLearner } from '../../fixtures/backend.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { fillLogin, toast } from './auth-helpers.ts';

test('forgot password: e-mail through the local mailbox, set a new password, sign in with it', async ({ page, browser }) => {
  const learner = await createLearner('recovery');
  const newPassword = `ใหม่#${Date.now().toString(36)}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('อีเมล').fill(learner.email);
  await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
  await expect(page.getByText('ตรวจสอบอีเมลของคุณ')).toBeVisible();

  // The link goes through /auth/v1/verify and back to /auth/reset-password?code=… in this same browser (PKCE).
  await page.goto((await waitForMail(learner.email, 'recovery')).link);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(newPassword);
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(toast(page, 'ตั้งรหัสผ่านใหม่สำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const old = await anonClient().auth.signInWithPassword({ email: learner.email, password: learner.password });
  expect(old.error).not.toBeNull();
  // A fresh browser (no session) signs in with the new password.
  const fresh = await browser.newPage();
  await fresh.goto('/login');
  await fillLogin(fresh, learner.email, newPassword);
  await expect(fresh).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await fresh.close();
});

test('a spent or forged recovery link offers a new one instead of a form', async ({ page }) => {
  await page.goto('/auth/reset-password?code=not-a-real-code');
  await expect(page.getByText('ลิงก์ไม่ถูกต้องหรือหมดอายุ')).toBeVisible();
  await page.getByRole('link', { name: 'ขอลิงก์ใหม่' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});
