import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';

/**
 * Paying through the gateway (issue 29, decision 0052) against local-supabase's Opn Payments
 * simulator and the create-charge / payment-webhook Edge Functions: a learner pays by card, or
 * by a PromptPay QR paid on the simulator's payer page, and is enrolled with no admin involved.
 * Seed: course 6 ฿1,990, course 3 ฿2,790. Each test has its own new learner.
 */

const SLOW = { timeout: 30_000 };

async function openOrder(page: Page, courseId: number): Promise<void> {
  await page.goto(`/checkout/${courseId}`, SLOW);
  // Pressed on the server's render on purpose: the press starts the app, whose pay button answers it (decision 0076).
  await page.getByRole('button', { name: 'ชำระด้วย PromptPay' }).click(SLOW);
  await expect(page.getByTestId('order-number')).toHaveText(/^RC-\d{8}-\d{6}$/, SLOW);
}

/**
 * Closes a tab within `SLOW`, or fails saying so: Chromium can acknowledge a close that races a navigation commit
 * without closing, and `page.close()` then never settles (no timeout of its own).
 */
async function closeTab(tab: Page): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the tab at ${tab.url()} did not close within ${SLOW.timeout} ms`)), SLOW.timeout);
  });
  try {
    await Promise.race([tab.close(), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectEnrolled(page: Page, courseId: number, email: string, password: string): Promise<void> {
  // The checkout polls the order: the webhook paid it, the page moves on by itself.
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}$`), SLOW);
  // Node's fetch has no deadline of its own: polled, so a backend that does not answer fails here, named.
  await expect
    .poll(
      async () => {
        const client = await signedInClient(email, password);
        return (await client.from('my_course_progress').select('course_id').eq('course_id', courseId)).data;
      },
      { ...SLOW, message: `the learner's enrolment in course ${courseId}, read from the backend` },
    )
    .toEqual([{ course_id: courseId }]);
}

test('a learner pays by card through the gateway and is enrolled without an admin', async ({ page }) => {
  test.setTimeout(150_000);
  const learner = await createLearner('card-buyer');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await openOrder(page, 6);

  await page.getByRole('radio', { name: 'บัตรเครดิต / เดบิต' }).check();
  // A declined test card first: the reason in Thai, the order still open.
  await page.getByLabel('ชื่อบนบัตร').fill('SOMCHAI JAIDEE');
  await page.getByLabel('หมายเลขบัตร').fill('4111 1111 1114 0011');
  await page.getByLabel('เดือนหมดอายุ (MM)').fill('12');
  await page.getByLabel('ปีหมดอายุ (ค.ศ. YYYY)').fill(String(new Date().getUTCFullYear() + 2));
  await page.getByLabel('รหัส CVV').fill('123');
  await page.getByRole('button', { name: 'ชำระ ฿1,990' }).click();
  await expect(page.getByTestId('gateway-error')).toHaveText('ยอดเงินในบัตรไม่เพียงพอ', SLOW);

  await page.getByLabel('หมายเลขบัตร').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'ชำระ ฿1,990' }).click();
  await expectEnrolled(page, 6, learner.email, learner.password);
});

test('a learner pays a PromptPay QR on the simulator and is enrolled without an admin', async ({ page, context }) => {
  test.setTimeout(150_000);
  const learner = await createLearner('qr-buyer');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await openOrder(page, 3);

  await page.getByRole('radio', { name: 'พร้อมเพย์ QR (ยืนยันอัตโนมัติ)' }).check(SLOW);
  await page.getByRole('button', { name: 'สร้าง QR พร้อมเพย์' }).click(SLOW);
  const qr = page.getByRole('img', { name: /QR พร้อมเพย์สำหรับชำระ ฿2,790/ });
  await expect(qr).toBeVisible(SLOW);

  // "Scanning" the QR: it encodes the simulator's payer page for this charge (the QR image's own URL names it).
  const chargeId = /\/qr\/(chrg_[A-Za-z0-9_]+)\.svg$/.exec((await qr.getAttribute('src')) ?? '')?.[1];
  expect(chargeId).toBeTruthy();
  const bank = await context.newPage();
  const qrUrl = new URL((await qr.getAttribute('src')) ?? '');
  await bank.goto(`${qrUrl.origin}/gateway/pay/${chargeId ?? ''}`, SLOW);
  await expect(bank.getByTestId('gateway-amount')).toContainText('2,790.00');
  // Paying sends this tab back to the shop (the charge's return_uri, another site). The click returns as that page
  // commits, and a close sent then can be lost in the browser's swap to it: page.close() then
  // never settles, and the test ran out of its time with the checkout already on the course. Closed once the shop's
  // page has loaded, when the swap is over (in this headless shell: 5 of 30 such closes hung at once, 0 of 40 after 'load').
  await bank.getByRole('button', { name: /ยืนยันการชำระเงิน/ }).click(SLOW);
  await bank.waitForLoadState('load', SLOW);
  await closeTab(bank);

  await expectEnrolled(page, 3, learner.email, learner.password);
});
