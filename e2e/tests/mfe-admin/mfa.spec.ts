import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../fixtures/site.ts';
import { anonClient, signedInClient } from '../../fixtures/backend.ts';
import { totpCode, wrongTotpCode } from '../../fixtures/totp.ts';
import { uniqueSuffix } from './admin-helpers.ts';

/**
 * Admin MFA end to end (issue 18 item 4, decision 0028): a brand-new admin enrols an authenticator
 * on the first visit of /admin, later sign-ins ask for the code, and a password-only token gets no
 * admin power from the database.
 */

/** Serious or critical axe findings on the page as it is now (the code screens are new routes' first paint). */
async function seriousViolations(page: Page): Promise<string[]> {
  // The login's "signed in" toast is still fading in: a transient of the shared toaster, not of these screens.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/อีเมล/).fill(email);
  await page
    .getByLabel(/รหัสผ่าน/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^เข้าสู่ระบบ$/ }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
}

test('a new admin enrols an authenticator, then is asked for the code at every sign-in', async ({ page }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const email = `mfa-admin-${suffix}@e2e.riancode.dev`;
  const password = `Mfa#${suffix}`;
  // The demo admin (at aal2) creates the new admin through the admin rpc, as the members tab does.
  const creator = await signedInClient(ADMIN.email, ADMIN.password);
  const created = await creator.rpc('admin_create_member', {
    p_email: email,
    p_password: password,
    p_name: `แอดมิน ${suffix}`,
    p_level: 1,
    p_role: 'admin',
  });
  expect(created.error).toBeNull();

  // First visit. An account an admin made has accepted no terms yet, so the shell asks first (PDPA);
  // then the enrolment screen, with Thai steps, a QR image and the secret to type.
  await signInWithPassword(page, email, password);
  const consent = page.getByRole('dialog', { name: 'ยอมรับข้อกำหนดก่อนเริ่มใช้งาน' });
  await consent.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว' }).check();
  await consent.getByRole('button', { name: 'ยอมรับและใช้งานต่อ' }).click();
  await expect(consent).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'ตั้งค่าการยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
  await expect(page.getByText(/Google Authenticator หรือ Microsoft Authenticator/)).toBeVisible();
  const qr = page.getByRole('img', { name: /คิวอาร์โค้ด/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('heading', { name: 'ระบบจัดการผู้ดูแล' })).toHaveCount(0);

  const box = page.getByLabel('รหัส 6 หลักจากแอป');
  await expect(box).toHaveAttribute('inputmode', 'numeric');
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await box.fill(wrongTotpCode(secret));
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'รหัสไม่ถูกต้อง' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await box.fill(totpCode(secret));
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ระบบจัดการผู้ดูแล' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('stat-value')).toHaveCount(4);

  // The security tab shows the authenticator that was just added.
  await page.getByRole('tab', { name: 'ความปลอดภัย' }).click();
  await expect(page.getByRole('button', { name: 'ลบแอปยืนยันตัวตน' })).toBeVisible();

  // Signed out and in again: the challenge screen, not a second enrolment.
  await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();
  await signInWithPassword(page, email, password);
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  await page.getByLabel('รหัส 6 หลักจากแอป').fill(totpCode(secret));
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ระบบจัดการผู้ดูแล' })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ระบบจัดการผู้ดูแล' })).toBeVisible({ timeout: 15_000 });

  // The same admin with the password only (aal1) calling an admin function through the API: refused.
  const passwordOnly = anonClient();
  const signedIn = await passwordOnly.auth.signInWithPassword({ email, password });
  expect(signedIn.error).toBeNull();
  const refused = await passwordOnly.rpc('admin_stats');
  expect(refused.error?.code).toBe('42501');
  const refusedCreate = await passwordOnly.rpc('admin_create_member', { p_email: `x-${suffix}@e2e.riancode.dev`, p_password: password });
  expect(refusedCreate.error?.code).toBe('42501');
});
