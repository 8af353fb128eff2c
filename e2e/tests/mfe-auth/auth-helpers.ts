import { expect, type Page } from '@playwright/test';

/** A unique address per test, so tests never share (or depend on) each other's accounts. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@e2e.riancode.dev`;
}

/** The sonner toast carrying `text` (the shell mounts the one Toaster). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
}

/** The shell's header, signed out: its login button is the proof. */
export async function expectSignedOutHeader(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: 'เข้าสู่ระบบ' })
      .or(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }))
      .first(),
  ).toBeVisible();
}

export async function expectSignedInHeader(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
}
