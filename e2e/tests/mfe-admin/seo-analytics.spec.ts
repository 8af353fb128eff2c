import { expect, test } from '@playwright/test';
import { confirmDelete, openAdminTab, uniqueSuffix } from './admin-helpers.ts';

test('an admin sets a page head that the shell uses, then removes it', async ({ page }) => {
  const path = `/e2e-seo-${uniqueSuffix()}`;
  const title = `หน้าทดสอบ SEO ${path}`;
  await openAdminTab(page, 'SEO และสถิติ');

  await page.getByRole('button', { name: 'เพิ่มหน้า' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('เส้นทาง (path)').fill(path);
  await dialog.getByLabel('ชื่อหน้า (title)').fill(title);
  await dialog.getByLabel('คำอธิบาย (description)').fill('คำอธิบายจากการทดสอบ');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึก SEO สำเร็จ')).toBeVisible();

  await page.goto(path);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'คำอธิบายจากการทดสอบ');

  await page.goto('/admin?tab=seo');
  const row = page.getByTestId('seo-row').filter({ hasText: path });
  await row.getByRole('button', { name: `ลบ ${path}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
});

test('the analytics charts draw real figures, revenue included, with a table fallback', async ({ page }) => {
  await openAdminTab(page, 'SEO และสถิติ');
  await expect(page.getByRole('img', { name: /สมาชิกใหม่ต่อสัปดาห์/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /การลงทะเบียนเรียนต่อสัปดาห์/ })).toBeVisible();
  const popular = page.getByRole('img', { name: /คอร์สยอดนิยม/ });
  await expect(popular.locator('rect')).toHaveCount(5);
  await page.getByRole('figure', { name: 'คอร์สยอดนิยม (จำนวนผู้เรียน)' }).getByText('แสดงข้อมูลเป็นตาราง').click();
  await expect(page.getByRole('table', { name: 'คอร์สยอดนิยม (จำนวนผู้เรียน)' }).getByRole('row')).toHaveCount(6);

  // Revenue from the seeded paid orders, in baht.
  await expect(page.getByRole('img', { name: /รายได้ต่อสัปดาห์.*รวม ฿/ })).toBeVisible();
  const revenue = page.getByRole('img', { name: /รายได้ตามคอร์ส/ });
  await expect(revenue.locator('rect').first()).toBeVisible();
  await page
    .getByRole('figure', { name: /รายได้ตามคอร์ส/ })
    .getByText('แสดงข้อมูลเป็นตาราง')
    .click();
  await expect(page.getByRole('table', { name: /รายได้ตามคอร์ส/ })).toContainText('฿');
});
