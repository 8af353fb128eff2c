import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';

/**
 * Issue 18 item 3: a learner picks a small PNG in ตั้งค่า, frames it with the keyboard, uploads it,
 * and sees it as their profile picture; the row points at their own folder of the avatars bucket.
 */
// A 4 × 2 PNG: wider than tall, so the square crop has something to cut.
const WIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAF0lEQVR4nGP4z8DA0PCf4QTDfyALmQMAhC4Kiarxoc8AAAAASUVORK5CYII=',
  'base64',
);

test('a learner uploads a small PNG as their avatar and sees it on the profile', async ({ page }) => {
  const learner = await createLearner('avatar');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile?tab=settings');

  await page.getByLabel('เลือกรูปภาพ').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: WIDE_PNG });
  await expect(page.getByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' })).toBeVisible();
  const zoom = page.getByLabel('ขยาย');
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('1.05');
  await page.getByLabel('เลื่อนซ้าย–ขวา').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab'); // → เลื่อนขึ้น–ลง
  await page.keyboard.press('Tab'); // → บันทึกรูปโปรไฟล์
  await expect(page.getByRole('button', { name: 'บันทึกรูปโปรไฟล์' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('บันทึกรูปโปรไฟล์แล้ว')).toBeVisible();

  const picture = page.locator(`img[src*="/storage/v1/object/public/avatars/${learner.id}/avatar?v="]`).first();
  await expect(picture).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.locator(`img[src*="/object/public/avatars/${learner.id}/avatar"]`).first()).toBeVisible({ timeout: 15_000 });

  const client = await signedInClient(learner.email, learner.password);
  const { data } = await client.from('users').select('avatar_url').eq('id', learner.id).single();
  const served = await fetch(data?.avatar_url ?? '');
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^image\/(webp|png)$/);
});

test('a file that is not an image is refused in Thai before anything is uploaded', async ({ page }) => {
  const learner = await createLearner('avatar-bad');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile?tab=settings');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/')) uploads.push(request.url());
  });
  const input = page.getByLabel('เลือกรูปภาพ');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'ไฟล์นี้ไม่ใช่รูปภาพ' })).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(uploads).toEqual([]);
});
