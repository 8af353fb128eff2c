import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { anonClient, createLearner, serviceClient, signedInClient } from '../../fixtures/backend.ts';
import { enrolKnownFactor, totpCode } from '../../fixtures/totp.ts';

/** The settings tab's password form, filled with the current password and a new one, then sent. */
async function submitPasswordChange(page: Page, current: string, next: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'ตั้งค่า' }).click();
  await page.getByLabel('รหัสผ่านปัจจุบัน').fill(current);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(next);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(next);
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
}

/** The server holds the new password and no longer the old one. */
async function expectPasswordIs(email: string, next: string, old: string): Promise<void> {
  const withNew = await anonClient().auth.signInWithPassword({ email, password: next });
  expect(withNew.error).toBeNull();
  const withOld = await anonClient().auth.signInWithPassword({ email, password: old });
  expect(withOld.error).not.toBeNull();
}

test('a learner changes the password with the current password, from the session they have', async ({ page }) => {
  const learner = await createLearner('profile-pw');
  const next = `Nใหม่#${Date.now().toString(36)}-ลอยกระทง`;
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await submitPasswordChange(page, learner.password, next);
  await expect(page.getByText('เปลี่ยนรหัสผ่านสำเร็จ')).toBeVisible();
  // No code step for a learner without an authenticator.
  await expect(page.getByLabel('รหัส 6 หลักจากแอปยืนยันตัวตน')).toHaveCount(0);
  await expectPasswordIs(learner.email, next, learner.password);
});

test('a member with an authenticator on an aal1 session is asked for the code, then the change succeeds', async ({ page }) => {
  test.slow();
  const member = await createLearner('profile-mfa');
  // Enrolled through the API BEFORE the browser signs in: the verify that ends enrolment signs out
  // the member's other aal1 sessions (GoTrue), and the browser's must be a fresh aal1 one.
  const secret = await enrolKnownFactor(await signedInClient(member.email, member.password), serviceClient());
  const next = `Mใหม่#${Date.now().toString(36)}-สงกรานต์`;
  await signInThroughUi(page, member.email, member.password, /\/dashboard$/);
  await submitPasswordChange(page, member.password, next);

  const code = page.getByLabel('รหัส 6 หลักจากแอปยืนยันตัวตน');
  await expect(code).toBeVisible();
  // What was typed waits in the form while the code is asked for.
  await expect(page.getByLabel('รหัสผ่านใหม่', { exact: true })).toHaveValue(next);
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'ยืนยันรหัสและดำเนินการต่อ' }).click();
  await expect(page.getByText('เปลี่ยนรหัสผ่านสำเร็จ')).toBeVisible();
  await expect(code).toHaveCount(0);
  await expectPasswordIs(member.email, next, member.password);
});
