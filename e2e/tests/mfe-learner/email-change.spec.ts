import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { anonClient, createLearner, signedInClient } from '../../fixtures/backend.ts';
import { FIRST_PAINT } from './learner-data.ts';

test('a learner changes their e-mail through the auth service; the profile follows the account', async ({ page }) => {
  const learner = await createLearner('email-change');
  const newEmail = learner.email.replace('email-change-', 'moved-');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'ตั้งค่า' }).click({ timeout: FIRST_PAINT });

  await page.getByLabel('อีเมลใหม่').fill(learner.email.toUpperCase());
  await page.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }).click();
  await expect(page.getByText('อีเมลใหม่ต้องไม่ซ้ำกับอีเมลปัจจุบัน')).toBeVisible();

  // The e2e backend confirms e-mail at once (local-supabase's default, as sign-up does); the
  // confirmed-link path of a project that confirms is local-supabase's auth-signup integration test.
  await page.getByLabel('อีเมลใหม่').fill(newEmail);
  await page.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }).click();
  await expect(page.getByText('เปลี่ยนอีเมลเรียบร้อยแล้ว')).toBeVisible();
  await expect(page.getByLabel('อีเมลปัจจุบัน')).toHaveValue(newEmail);
  await page.getByRole('tab', { name: 'ข้อมูลส่วนตัว' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);

  const client = await signedInClient(newEmail, learner.password);
  const row: unknown = (await client.from('users').select('email').eq('id', learner.id).single()).data;
  expect(row).toEqual({ email: newEmail });
  const old = await anonClient().auth.signInWithPassword({ email: learner.email, password: learner.password });
  expect(old.error).not.toBeNull();
});
