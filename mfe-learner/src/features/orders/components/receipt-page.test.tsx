import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { fakeRest, postgrestError } from '@shared/testing/fake-rest';
import { ReceiptPage } from './receipt-page.tsx';

/** A `receipts` row as PostgREST sends it for the page's select, with its order embedded. */
const receiptRow = {
  receipt_number: 'RCPT-2026-000012',
  issued_at: '2026-11-21T05:00:00Z',
  school_name: 'โรงเรียนเรียนโค้ด',
  school_tax_id: '0105561234567',
  school_address: '99 ถนนพระราม 9\nกรุงเทพมหานคร 10310',
  buyer_name: 'สมหญิง ใจดี',
  buyer_email: 'somying@example.com',
  item_title: 'Python สำหรับผู้เริ่มต้น',
  subtotal: 2990,
  discount: 299,
  total: 2691,
  vat: 176.05,
  net: 2514.95,
  order: {
    order_number: 'RC-20261121-000042',
    status: 'paid',
    coupon_code: 'WELCOME10',
    payment_method: 'promptpay',
    paid_at: '2026-11-21T03:05:00Z',
  },
};

let restore = () => {};
afterEach(() => restore());

describe('ReceiptPage', () => {
  it('shows the snapshot as a Thai receipt: numbers, Buddhist-era date, buyer, VAT breakdown and the total in words', async () => {
    const fake = fakeRest(() => ({ body: [receiptRow] }));
    restore = fake.restore;
    renderWithProviders(<ReceiptPage orderId="42" />);
    const sheet = await screen.findByRole('article', { name: 'ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ' });
    const q = within(sheet);
    expect(q.getByTestId('receipt-school')).toHaveTextContent('โรงเรียนเรียนโค้ด');
    expect(q.getByTestId('receipt-tax-id')).toHaveTextContent('0-1055-61234-56-7');
    expect(q.getByTestId('receipt-receipt-number')).toHaveTextContent('RCPT-2026-000012');
    expect(q.getByTestId('receipt-order-number')).toHaveTextContent('RC-20261121-000042');
    expect(q.getByTestId('receipt-date')).toHaveTextContent('21 พฤศจิกายน 2569');
    expect(q.getByTestId('receipt-payment-method')).toHaveTextContent('พร้อมเพย์ QR');
    expect(q.getByTestId('receipt-paid-at')).toHaveTextContent('21 พฤศจิกายน 2569 เวลา 10:05');
    expect(q.getByTestId('receipt-buyer')).toHaveTextContent('สมหญิง ใจดี');
    expect(q.getByTestId('receipt-email')).toHaveTextContent('somying@example.com');
    expect(q.getByRole('row', { name: /Python สำหรับผู้เริ่มต้น/ })).toHaveTextContent('2,990.00');
    expect(q.getByTestId('receipt-discount')).toHaveTextContent('-299.00');
    expect(q.getByTestId('receipt-net')).toHaveTextContent('2,514.95');
    expect(q.getByTestId('receipt-vat')).toHaveTextContent('176.05');
    expect(q.getByTestId('receipt-total')).toHaveTextContent('2,691.00');
    expect(q.getByTestId('receipt-in-words')).toHaveTextContent('สองพันหกร้อยเก้าสิบเอ็ดบาทถ้วน');
    expect(q.queryByTestId('receipt-refunded')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลด PDF' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /กลับไปที่คำสั่งซื้อของฉัน/ })).toHaveAttribute('href', '/profile?tab=orders');
    expect(fake.seen[0]?.path).toContain('order_id=eq.42');
    expect(fake.seen[0]?.path).toContain('order:orders(order_number,status,coupon_code,payment_method,paid_at)');
  });

  it('marks a refunded order’s receipt', async () => {
    restore = fakeRest(() => ({
      body: [{ ...receiptRow, discount: 0, order: { ...receiptRow.order, status: 'refunded', coupon_code: null } }],
    })).restore;
    renderWithProviders(<ReceiptPage orderId="42" />);
    expect(await screen.findByTestId('receipt-refunded')).toHaveTextContent('คืนเงินแล้ว');
    expect(screen.queryByTestId('receipt-discount')).not.toBeInTheDocument();
  });

  it('shows the same not-found state for a missing or someone else’s order (RLS returns nothing)', async () => {
    restore = fakeRest(() => ({ body: [] })).restore;
    renderWithProviders(<ReceiptPage orderId="999" />);
    expect(await screen.findByTestId('receipt-not-found')).toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot be an order', () => {
    const fake = fakeRest(() => ({ body: [receiptRow] }));
    restore = fake.restore;
    renderWithProviders(<ReceiptPage orderId="abc" />);
    expect(screen.getByTestId('receipt-not-found')).toBeInTheDocument();
    expect(fake.seen).toHaveLength(0);
  });

  it('shows a Thai error with a retry', async () => {
    let calls = 0;
    restore = fakeRest(() => (++calls === 1 ? postgrestError(500, 'XX000', 'boom') : { body: [receiptRow] })).restore;
    const user = userEvent.setup();
    renderWithProviders(<ReceiptPage orderId="42" />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('receipt-total')).toHaveTextContent('2,691.00');
  });
});
