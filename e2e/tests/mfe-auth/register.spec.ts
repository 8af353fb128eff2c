import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../../fixtures/backend.ts';
import { freshEmail, toast } from './auth-helpers.ts';

const CONSENT = 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว';

async function fillRegister(
  page: Page,
  v: { name: string; email: string; level: string; password: string; confirm?: string; accept?: boolean },
) {
  await page.getByLabel('ชื่อ-นามสกุล').fill(v.name);
  await page.getByLabel('อีเมล').fill(v.email);
  await page.getByLabel('ระดับความรู้').selectOption(v.level);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(v.password);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(v.confirm ?? v.password);
  await page.getByRole('checkbox', { name: CONSENT }).setChecked(v.accept ?? true);
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
}

test.describe('/register', () => {
  test('a new learner registers, lands on /dashboard and has a users row with the mapped level', async ({ page }) => {
    const email = freshEmail('register');
    const name = 'สมหญิง ทดสอบ';
    await page.goto('/register');
    await fillRegister(page, { name, email, level: 'advanced', password: 'รหัสผ่าน1' });
    await expect(page.getByRole('button', { name: 'กำลังสมัครสมาชิก...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('banner')).toContainText(name);

    const { data, error } = await serviceClient().from('users').select('name, email, level, role').eq('email', email).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name, email, level: 3, role: 'user' });
  });

  test('the consent checkbox is required and links both documents; the consent is recorded with the current versions', async ({ page }) => {
    let signups = 0;
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/signup')) signups++;
    });
    const email = freshEmail('consent');
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'ข้อกำหนดการใช้งาน' }).first()).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).first()).toHaveAttribute('href', '/privacy');
    await fillRegister(page, { name: 'ยินยอม ทดสอบ', email, level: 'beginner', password: 'Consent#Riverside-42', accept: false });
    await expect(page.getByText('กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: CONSENT })).toHaveAttribute('aria-invalid', 'true');
    expect(signups).toBe(0);
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0);

    const service = serviceClient();
    const { data: user } = await service.from('users').select('id').eq('email', email).single();
    const { data: consents } = await service
      .from('consents')
      .select('kind, version, method')
      .eq('user_id', user?.id ?? '')
      .order('kind');
    expect(consents).toEqual([
      { kind: 'privacy', version: 1, method: 'signup' },
      { kind: 'terms', version: 1, method: 'signup' },
    ]);
  });

  test('every validation message of spec §5, and a long Thai passphrase gets a Thai message, not a server error', async ({ page }) => {
    let signups = 0;
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/signup')) signups++;
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect(page.getByText('กรุณาเลือกระดับของคุณ')).toBeVisible();
    await expect(page.getByText('กรุณากรอกข้อมูลนี้')).toHaveCount(4);

    const base = { name: 'ทดสอบ', email: freshEmail('invalid'), level: 'beginner' };
    await fillRegister(page, { ...base, password: '1234567' });
    await expect(page.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร (ตัวอักษรไทยนับตัวละ 3)')).toBeVisible();
    await fillRegister(page, { ...base, password: '12345678', confirm: '87654321' });
    await expect(page.getByText('รหัสผ่านไม่ตรงกัน')).toBeVisible();
    const passphrase = 'ฉันชอบเรียนเขียนโปรแกรมกับเรียนโค้ดทุกวัน'; // > 72 bytes in UTF-8
    await fillRegister(page, { ...base, password: passphrase });
    await expect(page.getByText(/สูงสุด 72 ไบต์/)).toBeVisible();
    expect(signups).toBe(0);
    // Nothing typed is lost.
    await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveValue('ทดสอบ');
  });

  test('a taken e-mail shows อีเมลนี้ถูกใช้งานแล้ว and stays on the page', async ({ page }) => {
    await page.goto('/register');
    await fillRegister(page, { name: 'ซ้ำ', email: 'learner@riancode.dev', level: 'beginner', password: 'Taken#Riverside-42' });
    await expect(toast(page, 'อีเมลนี้ถูกใช้งานแล้ว')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'สมัครสมาชิก', exact: true })).toBeEnabled();
  });
});
