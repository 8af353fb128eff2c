import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { unwrap } from '@shared/db/answer';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, serviceClient, signedInClient } from '../../fixtures/backend.ts';
import { ADMIN } from '../../fixtures/site.ts';

/**
 * Buying a course with PromptPay (issue 21), against the real database: it
 * computes the amounts, holds one open order per course, expires orders and
 * enrols the learner when an admin approves the slip. Each test has its own
 * new learner, so orders and coupon uses never collide.
 * Seed: course 4 ฿3,490, course 6 ฿1,990, course 3 ฿2,790; WELCOME10 is 10 %;
 * the school's PromptPay ID is set.
 */

// The shared e2e backend answers one query at a time: a page may wait behind other specs.
const SLOW = { timeout: 30_000 };
/** A 1×1 PNG: a real image, as the bucket and submit_payment_slip require. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * axe-core on the page as it is: no serious or critical violations (as quality/a11y-routes.spec.ts asks of
 * every route). The toaster is left out: the sign-in's success toast is still up, and it is the shell's.
 */
async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

async function payWithPromptPay(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'ชำระด้วย PromptPay' }).click();
  await expect(page.getByTestId('promptpay-qr')).toBeVisible(SLOW);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^RC-\d{8}-\d{6}$/);
  return orderNumber;
}

test('a visitor signs in on the way, pays by PromptPay, uploads the slip; an admin approves and the page moves to the course by itself', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const learner = await createLearner('buyer');
  await page.goto('/course/4');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%2F4$/);
  await page.getByLabel(/อีเมล/).fill(learner.email);
  await page
    .getByLabel(/รหัสผ่าน/)
    .first()
    .fill(learner.password);
  await page.getByRole('button', { name: /^เข้าสู่ระบบ$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/4$/, { timeout: 15_000 });

  await expect(page.getByTestId('checkout-total')).toHaveText('฿3,490', SLOW);
  await expectNoSeriousAxeViolations(page);
  const orderNumber = await payWithPromptPay(page);
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByTestId('order-amount')).toHaveText('฿3,490');
  await expect(page.getByRole('timer')).toHaveText(/^(30|29):\d\d$/);
  await expect(page.getByText('เปิดแอปธนาคารบนมือถือของคุณ')).toBeVisible();

  // Coming back resumes the same order: never a second one.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber, SLOW);

  await page.getByLabel(/ไฟล์สลิป/).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expect(page.getByTestId('slip-pending')).toContainText('รอตรวจสอบสลิป', SLOW);

  // The admin approves the slip (the admin's own functions, as the Orders tab calls them).
  const admin = await signedInClient(ADMIN.email, ADMIN.password);
  const order = await admin.from('orders').select('id,status').eq('order_number', orderNumber).single().then(unwrap);
  expect(order.status).toBe('pending');
  const slip = await admin.from('payment_slips').select('id,object_path,status').eq('order_id', order.id).single().then(unwrap);
  expect(slip.status).toBe('submitted');
  expect(slip.object_path).toMatch(new RegExp(`^${learner.id}/${order.id}/[0-9a-f-]{36}\\.png$`));
  const approved = await admin.rpc('admin_review_slip', { p_slip_id: slip.id, p_approve: true });
  expect(approved.error).toBeNull();

  // The page polls the order: it moves on without a click.
  await expect(page).toHaveURL(/\/course\/4$/, { timeout: 20_000 });
  await expect(page.getByText('ชำระเงินสำเร็จ! ยินดีต้อนรับสู่คอร์ส')).toBeVisible();
  await expect(page.getByRole('complementary').getByTestId('sidebar-progress')).toBeVisible(SLOW);
  const mine = await (
    await signedInClient(learner.email, learner.password)
  )
    .from('my_course_progress')
    .select('course_id')
    .eq('course_id', 4);
  expect(mine.data).toEqual([{ course_id: 4 }]);
});

test('a coupon changes the total: refused codes are told in Thai, WELCOME10 takes 10 % off, and the order is for the new amount', async ({
  page,
}) => {
  const learner = await createLearner('coupon');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/courses');
  await page
    .getByTestId('course-card-6')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/6$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('฿1,990', SLOW);

  const field = page.getByLabel('รหัสคูปอง');
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByText('ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('EXPIRED2025');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByText('คูปองนี้หมดอายุหรือถูกปิดใช้งานแล้ว')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('฿1,990');

  await field.fill('welcome10');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByText('ส่วนลดคูปอง WELCOME10')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('฿1,791');
  await payWithPromptPay(page);
  await expect(page.getByTestId('order-amount')).toHaveText('฿1,791');
});

test('an order past its time shows the expired state, and a new order can be made', async ({ page }) => {
  const learner = await createLearner('expiry');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/checkout/3');
  await expect(page.getByTestId('checkout-total')).toHaveText('฿2,790', SLOW);
  const first = await payWithPromptPay(page);

  // Time passes: the order's deadline is moved into the past (the shortest expiry a school can set is
  // 5 minutes). Nothing else is touched: the database itself expires the order when the page asks.
  const moved = await serviceClient()
    .from('orders')
    .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('order_number', first)
    .select('status');
  expect(moved.data).toEqual([{ status: 'pending' }]);
  await expect(page.getByTestId('order-expired')).toContainText('คำสั่งซื้อนี้หมดอายุ', { timeout: 20_000 });
  await expect(page.getByTestId('promptpay-qr')).toHaveCount(0);

  await page.getByRole('button', { name: 'สร้างคำสั่งซื้อใหม่' }).click();
  const second = await payWithPromptPay(page);
  expect(second).not.toBe(first);
});
