import { expect, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { ADMIN } from '../../fixtures/site.ts';

/** A short random suffix so parallel tests never share data. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type AdminTabName = 'สมาชิก' | 'คอร์สเรียน' | 'ตรวจคอร์ส' | 'คำสั่งซื้อ' | 'คูปอง' | 'บทความ' | 'SEO และสถิติ' | 'ตั้งค่า' | 'บันทึกการเปลี่ยนแปลง';

/** Signs in as the demo admin and opens one tab of /admin. */
export async function openAdminTab(page: Page, tab: AdminTabName): Promise<void> {
  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await expect(page.getByRole('heading', { name: 'ระบบจัดการผู้ดูแล' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

/** Confirms the open delete dialog. */
export async function confirmDelete(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('ยืนยันการลบ')).toBeVisible();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(dialog).toBeHidden();
}
