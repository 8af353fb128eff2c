import { expect, test } from '@playwright/test';
import { anonClient } from '../../fixtures/backend.ts';
import { confirmDelete, openAdminTab, uniqueSuffix } from './admin-helpers.ts';

test('an admin creates a course with a module and a free-preview lesson, publishes and unpublishes it', async ({ page }) => {
  const title = `คอร์สทดสอบ ${uniqueSuffix()}`;
  const anon = anonClient();
  const visibleToVisitors = async () => (await anon.from('course_catalog').select('id').eq('title', title)).data?.length ?? -1;
  await openAdminTab(page, 'คอร์สเรียน');

  await page.getByRole('button', { name: 'สร้างคอร์ส' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('ชื่อคอร์ส').fill(title);
  await create.getByLabel('คำอธิบายสั้น').fill('คอร์สที่สร้างโดยการทดสอบอัตโนมัติ');
  await create.getByLabel('ราคา (บาท)').fill('1990');
  await create.getByLabel('ผู้สอน').selectOption({ index: 1 });
  await create.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await visibleToVisitors()).toBe(0); // a new course is a draft
  // The editor shows the saved instructor (the select waits for its options instead of falling back to none).
  await expect(page.getByLabel('ผู้สอน')).not.toHaveValue('');

  await page.getByRole('button', { name: 'เพิ่มโมดูล' }).click();
  await page.getByRole('dialog').getByLabel('ชื่อโมดูล').fill('บทที่ 1 เริ่มต้น');
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึก' }).click();
  const module = page.getByTestId('module-card');
  await expect(module).toContainText('บทที่ 1 เริ่มต้น');

  await module.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  const lesson = page.getByRole('dialog');
  await lesson.getByLabel('ชื่อบทเรียน').fill('แนะนำคอร์ส');
  await lesson.getByLabel('เปิดให้ดูฟรี (ดูฟรี)').check();
  await lesson.getByLabel('URL วิดีโอ').fill('https://example.com/intro.mp4');
  await lesson.getByRole('button', { name: 'บันทึก' }).click();
  await expect(module.getByTestId('lesson-item')).toContainText('ดูฟรี');

  await page.getByRole('button', { name: `เผยแพร่ ${title}` }).click();
  await expect(page.getByText('เผยแพร่คอร์สแล้ว')).toBeVisible();
  await expect.poll(visibleToVisitors).toBe(1);
  // The free preview's content is readable by a visitor who is not enrolled.
  const courseId = Number(page.url().split('/').pop());
  const preview = await anon.from('lessons').select('id,is_preview').eq('course_id', courseId).single();
  expect(preview.data?.is_preview).toBe(true);
  expect(
    (
      await anon
        .from('lesson_contents')
        .select('video_url')
        .eq('lesson_id', preview.data?.id ?? 0)
    ).data,
  ).toEqual([{ video_url: 'https://example.com/intro.mp4' }]);

  await page.getByRole('button', { name: `ยกเลิกการเผยแพร่ ${title}` }).click();
  await expect.poll(visibleToVisitors).toBe(0);

  await page.getByRole('link', { name: 'กลับไปหน้าคอร์สทั้งหมด' }).click();
  const row = page.getByTestId('course-row').filter({ hasText: title });
  await expect(row).toContainText('ฉบับร่าง');
  await expect(row).toContainText('0');
  await row.getByRole('button', { name: `ลบ ${title}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
});
