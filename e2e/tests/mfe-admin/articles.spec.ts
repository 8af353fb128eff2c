import { expect, test } from '@playwright/test';
import { confirmDelete, openAdminTab, uniqueSuffix } from './admin-helpers.ts';

test('an admin writes an article, publishes it to the landing #blog, returns it to draft and deletes it', async ({ page, browser }) => {
  // Two browsers and eleven steps (the admin's sign-in with a code, the visitor's landing twice): on a cold or busy
  // machine the whole flow ran past the 45-s default twice in one CI-like run, every step within its own wait.
  test.slow();
  const title = `บทความทดสอบ ${uniqueSuffix()}`;
  await openAdminTab(page, 'บทความ');

  await page.getByRole('button', { name: 'เขียนบทความ' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('ชื่อบทความ').fill(title);
  await editor.getByLabel('เกริ่นนำ').fill('บทความจากการทดสอบอัตโนมัติ');
  await editor.getByLabel('เนื้อหา').fill('เนื้อหาทดสอบ');
  await editor.getByRole('button', { name: 'บันทึก' }).click();
  const row = page.getByTestId('article-row').filter({ hasText: title });
  await expect(row).toContainText('ฉบับร่าง');
  await expect(row.locator('td').nth(1)).not.toHaveText('—');

  // A visitor (a separate, signed-out browser context) sees it in #blog only once it is published.
  const visitor = await (await browser.newContext()).newPage();
  await row.getByRole('button', { name: `เผยแพร่ ${title}` }).click();
  await expect(row).toContainText('เผยแพร่');
  await visitor.goto('/#blog');
  await expect(visitor.locator('#blog').getByText(title)).toBeVisible();

  await row.getByRole('button', { name: `กลับเป็นฉบับร่าง ${title}` }).click();
  await expect(row).toContainText('ฉบับร่าง');
  await visitor.reload();
  await expect(visitor.locator('#blog')).toBeVisible();
  await expect(visitor.locator('#blog').getByText(title)).toHaveCount(0);

  await row.getByRole('button', { name: `ลบ ${title}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
  await visitor.context().close();
});
