import { expect, test, type Page } from '@playwright/test';
import { signedInClient } from '../../fixtures/backend.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { E2E_SUPABASE_URL } from '../../fixtures/site.ts';
import { completeCourse } from './learner-data.ts';

async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('ชื่อ-นามสกุล').fill('มานี อีเมลดี');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('ระดับความรู้').selectOption('beginner');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(password);
  await page.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว' }).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test('sign-up brings the welcome e-mail; finishing a course brings the certificate e-mail with its verification link', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `mail-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.riancode.dev`;
  const password = 'รหัสผ่าน1';
  await register(page, email, password);

  const welcome = await waitForMail(email, 'welcome');
  expect(welcome.subject).toContain('ยินดีต้อนรับ');
  expect(welcome.body).toContain('สวัสดีคุณมานี อีเมลดี');
  expect(welcome.link).toMatch(/\/courses$/);
  expect(welcome.has_html).toBe(true);
  const html = await fetch(`${E2E_SUPABASE_URL}/mailbox/${String(welcome.id)}/html`);
  expect(await html.text()).toContain('<html lang="th">');

  // Finish the short course 7 through the API (two lessons and its final quiz, passed through the grader);
  // the database issues the certificate.
  const client = await signedInClient(email, password);
  await completeCourse(client, 7);
  const certificate = await waitForMail(email, 'certificate');
  expect(certificate.subject).toContain('Git และ GitHub');
  const code = /\/certificate\/(RC-\d{4}-[A-Z0-9]{10})$/.exec(certificate.link)?.[1];
  expect(code).toBeTruthy();
  expect(certificate.body).toContain(code);
  await page.goto(certificate.link);
  await expect(page.getByTestId('certificate-learner')).toHaveText('มานี อีเมลดี');

  // The enrolment e-mail's unsubscribe link works signed out, and only after pressing the button.
  const enrollment = await waitForMail(email, 'enrollment');
  const unsubscribe = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(enrollment.body)?.[1];
  if (!unsubscribe) throw new Error('no unsubscribe link in the enrolment e-mail');
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(unsubscribe);
  await expect(visitor.getByRole('heading', { name: 'ยกเลิกการรับอีเมล' })).toBeVisible();
  await expect(visitor.getByText(/ใบเสร็จรับเงินยังส่งถึงคุณทุกครั้ง/)).toBeVisible();
  await visitor.getByRole('button', { name: 'ยกเลิกการรับอีเมลประเภทนี้' }).click();
  await expect(visitor.getByText('ยกเลิกการรับ "ยืนยันการลงทะเบียนเรียน" แล้ว', { exact: false })).toBeVisible();
  await visitor.close();

  // The profile's settings show the same choice.
  await page.goto('/profile?tab=settings');
  await expect(page.getByLabel('ยืนยันการลงทะเบียนเรียน')).not.toBeChecked();
  await expect(page.getByLabel('ใบเสร็จรับเงิน')).toBeDisabled();
});
