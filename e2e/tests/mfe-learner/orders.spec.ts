import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { TestClient } from '../../fixtures/backend.ts';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { ADMIN, LEARNER } from '../../fixtures/site.ts';
import { pdfText } from '../../lib/pdf-text.ts';
import { FIRST_PAINT } from './learner-data.ts';

interface PaidOrder {
  id: number;
  order_number: string;
  course_id: number;
  total: number;
  payment_method: string | null;
}

interface ReceiptRow {
  receipt_number: string;
  buyer_name: string;
  subtotal: number;
  total: number;
  vat: number;
  net: number;
}

/** Amounts as a receipt prints them, formatted here independently of the app: 2691 → "2,691.00". */
const receiptAmount = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The demo learner's newest paid order and its receipt, read from the database as that learner. */
async function newestPaidOrder(client: TestClient): Promise<{ order: PaidOrder; receipt: ReceiptRow }> {
  const orders = await client
    .from('orders')
    .select('id,order_number,course_id,total,payment_method')
    .eq('status', 'paid')
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (orders.error) throw orders.error;
  const order = orders.data;
  const receipts = await client
    .from('receipts')
    .select('receipt_number,buyer_name,subtotal,total,vat,net')
    .eq('order_id', order.id)
    .single();
  if (receipts.error) throw receipts.error;
  return { order, receipt: receipts.data };
}

test('the demo learner finds a paid order, opens its receipt with the database’s figures and downloads it as a PDF', async ({ page }) => {
  test.slow();
  const { order, receipt } = await newestPaidOrder(await signedInClient(LEARNER.email, LEARNER.password));

  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'คำสั่งซื้อของฉัน' }).click({ timeout: FIRST_PAINT });
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const card = page.getByTestId(`order-${order.order_number}`);
  await expect(card.getByTestId('order-status')).toHaveText('ชำระแล้ว');
  await expect(card.getByTestId('order-total')).toContainText(order.total.toLocaleString('en-US'));
  // The seed's orders were marked paid by an admin (no method of their own); others say how they were paid.
  const paidBy = order.payment_method === null ? 'ยืนยันการชำระโดยผู้ดูแลระบบ' : /\S/;
  await expect(card.getByTestId('order-payment-method')).toHaveText(paidBy);

  await card.getByRole('link', { name: `ใบเสร็จของคำสั่งซื้อ ${order.order_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/receipt$`));
  await expect(page.getByTestId('receipt-receipt-number')).toHaveText(receipt.receipt_number);
  await expect(page.getByTestId('receipt-order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('receipt-buyer')).toHaveText(receipt.buyer_name);
  await expect(page.getByTestId('receipt-price')).toHaveText(receiptAmount(receipt.subtotal));
  await expect(page.getByTestId('receipt-net')).toHaveText(receiptAmount(receipt.net));
  await expect(page.getByTestId('receipt-vat')).toHaveText(receiptAmount(receipt.vat));
  await expect(page.getByTestId('receipt-total')).toHaveText(receiptAmount(receipt.total));
  await expect(page.getByTestId('receipt-date')).toContainText(/25\d\d/); // Buddhist-era year
  await expect(page.getByTestId('receipt-in-words')).toContainText('บาท');
  await expect(page.getByTestId('receipt-payment-method')).toHaveText(paidBy);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${receipt.receipt_number}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A text PDF built by the receipt-pdf Edge Function, not a picture.
  const text = await pdfText(new Uint8Array(bytes));
  for (const expected of [order.order_number, receipt.receipt_number, receiptAmount(receipt.total), 'ภาษีมูลค่าเพิ่ม', 'ยอดชำระทั้งสิ้น']) {
    expect(text).toContain(expected);
  }
});

test('a learner cancels a pending order after confirming, and cannot open another learner’s receipt', async ({ page }) => {
  test.slow();
  const { order: foreign } = await newestPaidOrder(await signedInClient(LEARNER.email, LEARNER.password));
  const learner = await createLearner('orders');
  const client = await signedInClient(learner.email, learner.password);
  const course = await client.from('courses').select('id').gt('price', 0).order('id').limit(1).single();
  if (course.error) throw course.error;
  const courseId = course.data.id;
  const created = await client.rpc('create_order', { p_course_id: courseId });
  if (created.error) throw created.error;
  const pending = created.data;

  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile?tab=orders');
  const card = page.getByTestId(`order-${pending.order_number}`);
  await expect(card.getByTestId('order-status')).toHaveText('รอชำระเงิน', { timeout: FIRST_PAINT });
  await expect(card.getByRole('link', { name: `ชำระเงินคำสั่งซื้อ ${pending.order_number}` })).toHaveAttribute('href', `/checkout/${courseId}`);

  await card.getByRole('button', { name: `ยกเลิกคำสั่งซื้อ ${pending.order_number}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(pending.order_number);
  await dialog.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
  await expect(page.getByText('ยกเลิกคำสั่งซื้อแล้ว')).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('ยกเลิกแล้ว');
  await expect(card.getByRole('link', { name: /อีกครั้ง/ })).toHaveAttribute('href', `/checkout/${courseId}`);
  const stored = await client.from('orders').select('status').eq('id', pending.id).single();
  expect(stored.data).toEqual({ status: 'cancelled' });

  // RLS hides the demo learner's order: the same not-found state as a missing one.
  await page.goto(`/orders/${foreign.id}/receipt`);
  await expect(page.getByTestId('receipt-not-found')).toBeVisible({ timeout: FIRST_PAINT });
});

test('a coupon order paid and then refunded keeps its receipt, with the discount and the refund mark', async ({ page }) => {
  test.slow();
  const learner = await createLearner('refund');
  const client = await signedInClient(learner.email, learner.password);
  const course = await client.from('courses').select('id').gt('price', 0).order('id').limit(1).single();
  if (course.error) throw course.error;
  const created = await client.rpc('create_order', { p_course_id: course.data.id, p_coupon_code: 'WELCOME10' });
  if (created.error) throw created.error;
  const order = created.data;
  const admin = await signedInClient(ADMIN.email, ADMIN.password);
  const paid = await admin.rpc('admin_mark_order_paid', { p_order_id: order.id });
  if (paid.error) throw paid.error;
  const refunded = await admin.rpc('admin_refund_order', { p_order_id: order.id, p_reason: 'ผู้เรียนขอคืนเงิน' });
  if (refunded.error) throw refunded.error;
  const stored = await client.from('receipts').select('receipt_number,discount,total,vat,net').eq('order_id', order.id).single();
  if (stored.error) throw stored.error;
  const receipt = stored.data;
  expect(receipt.discount).toBeGreaterThan(0);

  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await page.goto('/profile?tab=orders');
  const card = page.getByTestId(`order-${order.order_number}`);
  await expect(card.getByTestId('order-status')).toHaveText('คืนเงินแล้ว', { timeout: FIRST_PAINT });
  await expect(card.getByTestId('order-discount')).toContainText('WELCOME10');
  await card.getByRole('link', { name: `ใบเสร็จของคำสั่งซื้อ ${order.order_number}` }).click();
  await expect(page.getByTestId('receipt-refunded')).toHaveText('คืนเงินแล้ว');
  await expect(page.getByTestId('receipt-receipt-number')).toHaveText(receipt.receipt_number);
  await expect(page.getByTestId('receipt-discount')).toHaveText(`-${receiptAmount(receipt.discount)}`);
  await expect(page.getByTestId('receipt-vat')).toHaveText(receiptAmount(receipt.vat));
  await expect(page.getByTestId('receipt-total')).toHaveText(receiptAmount(receipt.total));
});
