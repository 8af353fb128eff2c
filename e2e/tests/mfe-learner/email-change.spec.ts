import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { anonClient, createLearner, signedInClient } from '../../fixtures/backend.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { FIRST_PAINT } from './learner-data.ts';

test('a learner changes their e-mail through the auth service, confirmed from both addresses; the profile follows the account', async ({
  page,
}) => {
  const learner = await createLearner('email-change');
  const newEmail = learner.email.replace('email-change-', 'moved-');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'ตั้งค่า' }).click({ timeout: FIRST_PAINT });

  await page.getByLabel('อีเมลใหม่').fill(learner.email.toUpperCase());
  await page.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }).click();
  await expect(page.getByText('อีเมลใหม่ต้องไม่ซ้ำกับอีเมลปัจจุบัน')).toBeVisible();

  // Secure e-mail change (decision 0041): a code and link go to both addresses, and nothing changes
  // until both are confirmed, even on a backend that confirms sign-ups at once.
  await page.getByLabel('อีเมลใหม่').fill(newEmail);
  await page.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }).click();
  await expect(page.getByText(`ส่งลิงก์และรหัสยืนยันไปที่อีเมลปัจจุบันและ ${newEmail} แล้ว`)).toBeVisible();
  const stillOld = await anonClient().auth.signInWithPassword({ email: learner.email, password: learner.password });
  expect(stillOld.error).toBeNull();

  // The member follows the link in each mailbox; the second lands back on the profile.
  await page.goto((await waitForMail(learner.email, 'email_change')).link);
  await page.goto((await waitForMail(newEmail, 'email_change')).link);
  await expect(page).toHaveURL(/\/profile/, { timeout: FIRST_PAINT });

  const client = await signedInClient(newEmail, learner.password);
  const row: unknown = (await client.from('users').select('email').eq('id', learner.id).single()).data;
  expect(row).toEqual({ email: newEmail });
  const old = await anonClient().auth.signInWithPassword({ email: learner.email, password: learner.password });
  expect(old.error).not.toBeNull();

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'ข้อมูลส่วนตัว' }).click({ timeout: FIRST_PAINT });
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
});
