import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { anonClient, createLearner } from '../../fixtures/backend.ts';
import { forgetSession } from './learner-data.ts';

test('change the password after re-checking the current one, then sign in with the new one', async ({ page }) => {
  // A long journey (many page loads, a canvas and a PDF): more time on a busy 2-core runner.
  test.slow();
  const learner = await createLearner('password');
  const newPassword = `Nใหม่#${Date.now().toString(36)}`;
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'ตั้งค่า' }).click();
  const current = page.getByLabel('รหัสผ่านปัจจุบัน');
  const next = page.getByLabel('รหัสผ่านใหม่', { exact: true });
  const confirm = page.getByLabel('ยืนยันรหัสผ่านใหม่');
  const submit = page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' });

  // Spec §5's two messages (the minimum is GoTrue's 8 bytes since decision 0041).
  await current.fill(learner.password);
  await next.fill('12345');
  await confirm.fill('54321');
  await submit.click();
  await expect(page.getByText('รหัสผ่านใหม่ต้องมีความยาวอย่างน้อย 8 ตัวอักษร (ตัวอักษรไทยนับตัวละ 3)')).toBeVisible();
  await expect(page.getByText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน')).toBeVisible();

  // The show/hide toggle on the current password.
  await page.getByRole('button', { name: 'แสดงสิ่งที่พิมพ์' }).click();
  await expect(current).toHaveAttribute('type', 'text');

  // A wrong current password is refused by the server, not just the form.
  await current.fill('wrong-password');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeVisible();

  await current.fill(learner.password);
  await submit.click();
  await expect(page.getByText('เปลี่ยนรหัสผ่านสำเร็จ')).toBeVisible();

  const oldAttempt = await anonClient().auth.signInWithPassword({ email: learner.email, password: learner.password });
  expect(oldAttempt.error).not.toBeNull();
  await forgetSession(page);
  await signInThroughUi(page, learner.email, newPassword, /\/dashboard$/);
});
