import { expect, test } from '@playwright/test';
import { serviceClient, signedInClient } from '../../fixtures/backend.ts';
import { confirmDelete, openAdminTab, uniqueSuffix } from './admin-helpers.ts';

test('an admin adds a member who can sign in, edits their level, deactivates and deletes them', async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `member-${suffix}@e2e.riancode.dev`;
  const name = `สมาชิกทดสอบ ${suffix}`;
  await openAdminTab(page, 'สมาชิก');

  await page.getByRole('button', { name: 'เพิ่มสมาชิก' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('ชื่อ').fill(name);
  await add.getByLabel('อีเมล').fill(email);
  await add.getByLabel('รหัสผ่านเริ่มต้น').fill('Member#2026');
  await add.getByLabel('ระดับ').selectOption({ label: 'ปานกลาง' });
  await add.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เพิ่มสมาชิกสำเร็จ')).toBeVisible();

  // The account was created on the server: the new member can sign in with that password.
  const memberClient = await signedInClient(email, 'Member#2026');
  expect((await memberClient.from('users').select('level').single()).data).toEqual({ level: 2 });

  await page.getByLabel('ค้นหาด้วยชื่อหรืออีเมล').fill(suffix);
  const row = page.getByTestId('member-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('ปานกลาง');
  await expect(row.getByText('ใช้งาน', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `แก้ไข ${name}` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('ระดับ').selectOption({ label: 'ผู้เชี่ยวชาญ' });
  await edit.getByRole('button', { name: 'บันทึก' }).click();
  await expect(row).toContainText('ผู้เชี่ยวชาญ');

  await row.getByRole('button', { name: `ระงับการใช้งาน ${name}` }).click();
  await expect(row.getByText('ระงับการใช้งาน', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `ลบ ${name}` }).click();
  await confirmDelete(page);
  await expect(page.getByText('ลบสมาชิกสำเร็จ')).toBeVisible();
  await expect(row).toHaveCount(0);
  // The account itself is gone, not only its profile row.
  const db = serviceClient();
  expect((await db.from('users').select('id').eq('email', email)).data).toEqual([]);
  await expect(signedInClient(email, 'Member#2026')).rejects.toThrow();
});

test('a member is not added when the e-mail is taken, and the typed form is kept', async ({ page }) => {
  await openAdminTab(page, 'สมาชิก');
  await page.getByRole('button', { name: 'เพิ่มสมาชิก' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('ชื่อ').fill('ซ้ำ');
  await add.getByLabel('อีเมล').fill('learner@riancode.dev');
  await add.getByLabel('รหัสผ่านเริ่มต้น').fill('12');
  await add.getByRole('button', { name: 'บันทึก' }).click();
  await expect(add.getByText('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร')).toBeVisible();
  await add.getByLabel('รหัสผ่านเริ่มต้น').fill('Another#2026');
  await add.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('อีเมลนี้ถูกใช้งานแล้ว')).toBeVisible();
  await expect(add.getByLabel('ชื่อ')).toHaveValue('ซ้ำ');
});

test('the members table pages by 20 (the page in the URL) and keeps its actions on screen on a phone', async ({ page }) => {
  const suffix = uniqueSuffix();
  const service = serviceClient();
  await Promise.all(
    Array.from({ length: 21 }, async (_, i) => {
      const { error } = await service.auth.admin.createUser({
        email: `pager-${suffix}-${String(i).padStart(2, '0')}@e2e.riancode.dev`,
        password: `Pager#${suffix}`,
        email_confirm: true,
        user_metadata: { full_name: `หน้า ${suffix} ${i}` },
      });
      if (error) throw error;
    }),
  );
  await openAdminTab(page, 'สมาชิก');
  await page.getByLabel('ค้นหาด้วยชื่อหรืออีเมล').fill(`pager-${suffix}`);
  const rows = page.getByTestId('member-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('แสดง 1–20 จาก 21 รายการ')).toBeVisible();
  await page.getByRole('button', { name: 'หน้าถัดไป' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('แสดง 21–21 จาก 21 รายการ')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.getByRole('button', { name: 'หน้าก่อน' }).click();
  await expect(rows).toHaveCount(20);

  await page.setViewportSize({ width: 375, height: 740 });
  const firstRow = rows.first();
  const edit = firstRow.getByRole('button', { name: /^แก้ไข / });
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  if (!box) throw new Error('the edit button has no box');
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
