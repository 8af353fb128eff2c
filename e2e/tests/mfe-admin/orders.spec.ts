import { expect, test, type Page } from '@playwright/test';
import { anonClient } from '../../fixtures/backend.ts';
import { openAdminTab, uniqueSuffix } from './admin-helpers.ts';
import { isEnrolled, placeOrder, receiptNumbers, submitSlip, type LearnerOrder } from './order-fixtures.ts';

/** Seeded paid courses: 1 (฿1,790) and 2. */
const PAID_COURSE = 1;

const orderRows = (page: Page) => page.getByTestId('order-row');

async function searchOrders(page: Page, text: string): Promise<void> {
  await page.getByLabel(/ค้นหาด้วยเลขที่คำสั่งซื้อ/).fill(text);
  await page.getByLabel(/ค้นหาด้วยเลขที่คำสั่งซื้อ/).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

async function openOrder(page: Page, { order }: LearnerOrder) {
  await searchOrders(page, order.order_number);
  await expect(orderRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `ดูรายละเอียดคำสั่งซื้อ ${order.order_number}` }).click();
  const dialog = page.getByRole('dialog', { name: `คำสั่งซื้อ ${order.order_number}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function confirmAction(page: Page, reasonLabel?: RegExp, reason?: string): Promise<void> {
  const confirm = page.getByRole('alertdialog');
  if (reasonLabel && reason !== undefined) {
    // Confirming without the reason is refused at the field, and nothing is sent.
    await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(confirm.getByText('กรุณาระบุเหตุผล')).toBeVisible();
    await confirm.getByLabel(reasonLabel).fill(reason);
  }
  await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(confirm).toBeHidden();
}

test('the admin sees the seeded orders, filters them by status and finds one by its number', async ({ page }) => {
  await openAdminTab(page, 'คำสั่งซื้อ');
  await expect(orderRows(page).first()).toBeVisible();

  await page.getByLabel('สถานะ', { exact: true }).selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  // The previous page stays on screen while the filtered one loads: wait until no other status is left.
  await expect(orderRows(page).locator('[data-status]:not([data-status="paid"])')).toHaveCount(0);
  await expect(orderRows(page).first()).toBeVisible();

  const number = (await orderRows(page).first().getByRole('button').textContent()) ?? '';
  expect(number).toMatch(/^RC-\d{8}-\d{6,}$/);
  await searchOrders(page, number);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page)).toContainText(number);

  // The filters live in the URL: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('สถานะ', { exact: true })).toHaveValue('paid');
  await expect(orderRows(page)).toHaveCount(1);
});

test('the admin previews a submitted slip and approves it: the learner is enrolled and has a receipt', async ({ page }) => {
  const bought = await placeOrder(PAID_COURSE, 'slip');
  await submitSlip(bought);
  expect(await isEnrolled(bought)).toBe(false);

  await openAdminTab(page, 'คำสั่งซื้อ');
  const dialog = await openOrder(page, bought);
  await expect(dialog.getByText('รอชำระเงิน').first()).toBeVisible();
  const slip = dialog.getByRole('img', { name: `สลิปการโอนเงินของคำสั่งซื้อ ${bought.order.order_number}` });
  await expect(slip).toBeVisible();
  // The image really loaded through the signed URL (CSP and Storage both allowed it).
  await expect.poll(() => slip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await dialog.getByRole('button', { name: 'อนุมัติสลิป', exact: true }).click();
  await confirmAction(page);
  await expect(page.getByText('อนุมัติสลิปแล้ว ผู้เรียนเข้าเรียนได้ทันที')).toBeVisible();
  await expect(dialog.getByText(/^RCPT-\d{4}-\d{6,}$/)).toBeVisible();
  await expect(dialog.getByTestId('order-events')).toContainText('ชำระแล้ว');

  expect(await isEnrolled(bought)).toBe(true);
  expect(await receiptNumbers(bought)).toHaveLength(1);
});

test('the admin marks an order paid, then refunds it with a reason: the enrolment is revoked, the history kept', async ({ page }) => {
  const bought = await placeOrder(PAID_COURSE, 'refund');
  await openAdminTab(page, 'คำสั่งซื้อ');
  const dialog = await openOrder(page, bought);

  await dialog.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await page
    .getByRole('alertdialog')
    .getByLabel(/หมายเหตุ/)
    .fill('โอนเข้าบัญชีแล้ว');
  await confirmAction(page);
  await expect(page.getByText('ยืนยันการชำระเงินแล้ว')).toBeVisible();
  await expect.poll(() => isEnrolled(bought)).toBe(true);

  await dialog.getByRole('button', { name: 'คืนเงิน' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('สิทธิ์เข้าเรียนคอร์สนี้ของผู้เรียนจะถูกยกเลิกทันที');
  await confirmAction(page, /เหตุผลที่คืนเงิน/, 'ผู้เรียนขอยกเลิกภายใน 7 วัน');
  await expect(page.getByText('คืนเงินแล้ว และยกเลิกสิทธิ์เข้าเรียน')).toBeVisible();
  await expect(dialog.getByTestId('order-events')).toContainText('ผู้เรียนขอยกเลิกภายใน 7 วัน');
  await expect(dialog.getByRole('button', { name: 'คืนเงิน' })).toHaveCount(0);

  expect(await isEnrolled(bought)).toBe(false);
  expect(await receiptNumbers(bought)).toHaveLength(1);
});

test('the admin creates a coupon and deactivates it', async ({ page }) => {
  const code = `E2E-${uniqueSuffix()}`.toUpperCase().slice(0, 32);
  await openAdminTab(page, 'คูปอง');
  await expect(page.getByTestId('coupon-row').filter({ hasText: 'WELCOME10' })).toBeVisible();

  await page.getByRole('button', { name: 'สร้างคูปอง' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('รหัสคูปอง').fill(code.toLowerCase());
  await dialog.getByLabel('ประเภท').selectOption('fixed');
  await dialog.getByLabel(/^มูลค่า/).fill('0');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText('จำนวนเงินต้องมากกว่า 0 บาท')).toBeVisible();
  await dialog.getByLabel(/^มูลค่า/).fill('300');
  await dialog.getByLabel('จำนวนครั้งสูงสุดทั้งหมด').fill('50');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('สร้างคูปองสำเร็จ')).toBeVisible();

  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText('0 / 50');
  await expect(row).toContainText('ใช้งานได้');
  await row.getByRole('button', { name: `ปิดใช้งานคูปอง ${code}` }).click();
  await expect(row).toContainText('ปิดใช้งาน');
  await expect(row.getByRole('button', { name: `เปิดใช้งานคูปอง ${code}` })).toBeVisible();
});

test('the settings refuse an invalid PromptPay ID at its field and save a valid one', async ({ page }) => {
  const readPromptPay = async () => {
    const { data } = await anonClient().from('site_settings').select('promptpay_id').single();
    return data?.promptpay_id;
  };
  const original = await readPromptPay();
  await openAdminTab(page, 'ตั้งค่า');
  const promptpay = page.getByLabel('พร้อมเพย์ (PromptPay ID)');
  await expect(promptpay).toHaveValue(original ?? '');

  await promptpay.fill('12345');
  await page.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect(page.getByText(/พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก/)).toBeVisible();
  await expect(promptpay).toHaveAttribute('aria-invalid', 'true');
  expect(await readPromptPay()).toBe(original);

  await promptpay.fill('089-999-9999');
  await page.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect(page.getByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();
  await expect(promptpay).toHaveValue('0899999999');
  expect(await readPromptPay()).toBe('0899999999');

  // Put the seed's ID back: other specs pay by the school's QR.
  await promptpay.fill(original ?? '');
  await page.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect.poll(readPromptPay).toBe(original);
});

test('on a phone the way to an order and its actions stay on screen', async ({ page }) => {
  const bought = await placeOrder(PAID_COURSE, 'phone');
  await page.setViewportSize({ width: 375, height: 740 });
  await openAdminTab(page, 'คำสั่งซื้อ');
  await searchOrders(page, bought.order.order_number);
  const open = page.getByRole('button', { name: `ดูรายละเอียดคำสั่งซื้อ ${bought.order.order_number}` });
  // The table may scroll sideways, but its first column, the button, starts inside the screen's width.
  const box = await open.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: `คำสั่งซื้อ ${bought.order.order_number}` });
  await expect(dialog.getByRole('button', { name: 'ยืนยันการชำระเงิน' })).toBeInViewport();
});
