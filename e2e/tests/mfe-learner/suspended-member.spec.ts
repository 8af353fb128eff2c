import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { anonClient, createLearner, serviceClient } from '../../fixtures/backend.ts';

/** Course 7 is free: lesson 711 a preview, 712 for enrolled members only. */
test('a member suspended while signed in: the next action fails and the tab signs out with the reason', async ({ page }) => {
  const learner = await createLearner('suspended');
  const service = serviceClient();
  expect((await service.from('enrollments').insert({ user_id: learner.id, course_id: 7 })).error).toBeNull();
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/course/7/lesson/712');
  await expect(page.getByTestId('lesson-title')).toHaveText('แบบฝึกหัด: เปิด pull request แรก');

  // An admin presses ระงับการใช้งาน (the same update the members tab makes).
  expect((await service.from('users').update({ status: 'inactive' }).eq('id', learner.id).select()).error).toBeNull();

  await page.getByRole('button', { name: 'เรียนจบบทนี้' }).click();
  await expect(page.getByText('บัญชีของคุณถูกระงับการใช้งาน จึงออกจากระบบแล้ว กรุณาติดต่อผู้ดูแลระบบ')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  // Nothing was recorded, and signing in again is refused with the Thai reason.
  const progress = await service.from('lesson_progress').select('lesson_id').eq('user_id', learner.id);
  expect(progress.data).toEqual([]);
  await page.getByLabel(/อีเมล/).fill(learner.email);
  await page
    .getByLabel(/รหัสผ่าน/)
    .first()
    .fill(learner.password);
  await page.getByRole('button', { name: /^เข้าสู่ระบบ$/ }).click();
  await expect(page.getByText('บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ')).toBeVisible();

  // Reactivation restores sign-in.
  expect((await service.from('users').update({ status: 'active' }).eq('id', learner.id).select()).error).toBeNull();
  expect((await anonClient().auth.signInWithPassword({ email: learner.email, password: learner.password })).error).toBeNull();
});
