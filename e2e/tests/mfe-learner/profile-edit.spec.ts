import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { FIRST_PAINT } from './learner-data.ts';

test('a learner edits personal info: Thai validation, save, the header updates and the row is stored', async ({ page }) => {
  const learner = await createLearner('profile');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText(learner.name, { timeout: FIRST_PAINT });
  await page.getByRole('button', { name: 'แก้ไขข้อมูล' }).click();

  await page.getByLabel('ชื่อ', { exact: true }).fill('มานี');
  await page.getByLabel('นามสกุล').fill('มีนา');
  await page.getByLabel('เบอร์โทรศัพท์').fill('12ab');
  await page.getByLabel('GitHub').fill('github.com/manee');
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await expect(page.getByText('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง (ตัวเลข 9–10 หลัก)')).toBeVisible();
  await expect(page.getByText('กรุณากรอก URL ให้ถูกต้อง (ขึ้นต้นด้วย https://)')).toBeVisible();
  // Nothing typed is lost on bad input.
  await expect(page.getByLabel('ชื่อ', { exact: true })).toHaveValue('มานี');

  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByLabel('GitHub').fill('https://github.com/manee');
  await page.getByLabel('เกี่ยวกับฉัน').fill('ชอบเขียน Python');
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText('0812345678');
  await expect(page.getByTestId('profile-name')).toHaveText('มานี มีนา');
  await expect(page.getByRole('banner')).toContainText('มานี มีนา');
  const mirrored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, string>);
  expect(mirrored).toMatchObject({ firstName: 'มานี', lastName: 'มีนา', email: learner.email });

  const client = await signedInClient(learner.email, learner.password);
  const row: unknown = (await client.from('users').select('*').eq('id', learner.id).single()).data;
  expect(row).toMatchObject({
    name: 'มานี มีนา',
    first_name: 'มานี',
    phone: '0812345678',
    github: 'https://github.com/manee',
    bio: 'ชอบเขียน Python',
  });

  await page.reload();
  await expect(page.getByTestId('profile-github')).toHaveText('https://github.com/manee');
  await expect(page.getByTestId('profile-github').getByRole('link')).toHaveAttribute('rel', 'noopener nofollow ugc');

  // The database refuses a script URL even when the form is bypassed, and a profile e-mail written
  // through the API (someone else's address) is refused too: nothing changes.
  const forged = await client.from('users').update({ website: 'javascript:alert(1)' }).eq('id', learner.id).select();
  expect(forged.error?.code).toBe('23514');
  const impostor = await client.from('users').update({ email: 'admin@riancode.dev' }).eq('id', learner.id).select();
  expect(impostor.error?.code).toBe('42501');
  const after: unknown = (await client.from('users').select('email, website').eq('id', learner.id).single()).data;
  expect(after).toEqual({ email: learner.email, website: null });
});
