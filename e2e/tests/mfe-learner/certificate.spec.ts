import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unwrap } from '@shared/db/answer';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { pdfText } from '../../lib/pdf-text.ts';
import { completeCourse, FIRST_PAINT, forgetSession } from './learner-data.ts';

/** Course 7 is the short seeded course (two lessons). */
test('completing a short course issues a certificate: profile, printable page, PDF and public verification', async ({ page }) => {
  // A long journey (many page loads and a PDF): more time on a busy 2-core runner.
  test.slow();
  const learner = await createLearner('cert');
  const client = await signedInClient(learner.email, learner.password);
  await completeCourse(client, 7);
  const { code } = await client.from('certificates').select('code').eq('course_id', 7).single().then(unwrap);

  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await expect(page.getByTestId('stat-finished')).toHaveText('1', { timeout: FIRST_PAINT });
  await page.goto('/profile');
  await expect(page.getByTestId('stat-certificates')).toHaveText('1');
  await page.getByRole('tab', { name: 'คอร์สของฉัน' }).click();
  await expect(page.getByTestId('my-course-7').getByText('ได้รับใบประกาศนียบัตร')).toBeVisible();
  await page.getByRole('tab', { name: 'ใบประกาศนียบัตร' }).click();
  const card = page.getByTestId(`certificate-${code}`);
  await expect(card.getByTestId('certificate-code')).toHaveText(code);
  await expect(card).toContainText(/\d{4}/); // Thai issue date (Buddhist-era year)

  await card.getByRole('link', { name: 'ดูใบประกาศนียบัตร' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}/print$`));
  await expect(page.getByTestId('certificate-learner')).toHaveText(learner.name);
  await expect(page.getByTestId('certificate-course')).not.toBeEmpty();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A text PDF built by the certificate-pdf Edge Function: the learner, the code and its verification address.
  const text = await pdfText(new Uint8Array(bytes));
  for (const expected of [learner.name, code, `/certificate/${code}`, 'ได้สำเร็จการศึกษาคอร์ส']) {
    expect(text).toContain(expected);
  }

  // Anyone, signed out too, can verify the code.
  await forgetSession(page);
  await page.goto(`/certificate/${code}`);
  await expect(page.getByTestId('certificate-valid')).toBeVisible();
  await expect(page.getByTestId('certificate-learner')).toHaveText(learner.name);
  await expect(page.getByTestId('certificate-code')).toHaveText(code);
});

test('an unknown or malformed code shows the Thai not-found state', async ({ page }) => {
  await page.goto('/certificate/RC-2026-ZZZZZZZZZZ');
  await expect(page.getByText('ไม่พบใบประกาศนียบัตร', { exact: true })).toBeVisible({ timeout: FIRST_PAINT });
  await page.goto('/certificate/not-a-code');
  await expect(page.getByTestId('certificate-not-found')).toBeVisible();
});

test('/certificate has a form to type a code: a bad one is refused in Thai, an unknown one offers another try', async ({ page }) => {
  await page.goto('/certificate');
  const field = page.getByLabel('รหัสใบประกาศนียบัตร');
  await expect(field).toBeVisible({ timeout: FIRST_PAINT });
  await field.fill('not a code');
  await page.getByRole('button', { name: 'ตรวจสอบ', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('รูปแบบรหัสไม่ถูกต้อง');
  await expect(field).toHaveValue('not a code');

  await field.fill('rc-2569-zzzzzzzzzz');
  await page.getByRole('button', { name: 'ตรวจสอบ', exact: true }).click();
  await expect(page).toHaveURL(/\/certificate\/RC-2569-ZZZZZZZZZZ$/);
  await expect(page.getByTestId('certificate-not-found')).toBeVisible();
  await page.getByRole('link', { name: 'ตรวจสอบรหัสอื่น' }).click();
  await expect(page).toHaveURL(/\/certificate$/);
  await expect(page.getByLabel('รหัสใบประกาศนียบัตร')).toBeVisible();
});
