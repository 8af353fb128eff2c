import { expect, test } from '@playwright/test';
import { unwrap } from '@shared/db/answer';
import { signedInClient } from '../../fixtures/backend.ts';
import { ADMIN } from '../../fixtures/site.ts';
import { openAdminTab, uniqueSuffix } from './admin-helpers.ts';

/**
 * Issue 18 item 6: an admin's change is recorded by the database, and the admin area shows it —
 * filtered by table in the URL, with the row before → after.
 */
test('an admin finds their coupon change in บันทึกการเปลี่ยนแปลง with the value before and after', async ({ page }) => {
  const code = `AUDIT${uniqueSuffix().toUpperCase()}`.slice(0, 32).replace(/[^A-Z0-9]/g, '');
  const admin = await signedInClient(ADMIN.email, ADMIN.password);
  const created = await admin.from('coupons').insert({ code, kind: 'percent', value: 5 }).select('id').single().then(unwrap);
  const id = String(created.id);
  expect((await admin.from('coupons').update({ active: false }).eq('id', created.id)).error).toBeNull();

  await openAdminTab(page, 'บันทึกการเปลี่ยนแปลง');
  await page.getByLabel('ข้อมูล', { exact: true }).selectOption({ label: 'คูปอง' });
  await expect(page).toHaveURL(/[?&]tab=audit/);
  await expect(page).toHaveURL(/[?&]table=coupons/);

  // Newest first: the deactivation, then the creation, of this coupon.
  const rows = page.getByTestId('audit-row').filter({ has: page.getByText(id, { exact: true }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('แก้ไข');
  await expect(rows.nth(1)).toContainText('เพิ่ม');
  await rows
    .nth(0)
    .getByRole('button', { name: `ดูการเปลี่ยนแปลงของคูปอง ${id}` })
    .click();
  const dialog = page.getByRole('dialog');
  const active = dialog.getByTestId('audit-field');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText('active');
  await expect(active.getByRole('cell').nth(0)).toHaveText('true');
  await expect(active.getByRole('cell').nth(1)).toHaveText('false');
  await page.keyboard.press('Escape');

  // The filter survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByLabel('ข้อมูล', { exact: true })).toHaveValue('coupons');
});
