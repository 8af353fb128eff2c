import { describe, expect, it } from 'vitest';
import { formatTaxId, receiptContent, type ReceiptDocument } from 'supabase/functions/receipt-content';

const receipt: ReceiptDocument = {
  receiptNumber: 'RCPT-2026-000007',
  issuedAt: '2026-11-21T05:00:00Z',
  schoolName: 'โรงเรียนเรียนโค้ด',
  schoolTaxId: '0105561234567',
  schoolAddress: '99 ถนนพระราม 9 กรุงเทพมหานคร 10310',
  buyerName: 'สมหญิง ใจดี',
  buyerEmail: 'somying@example.com',
  itemTitle: 'Python สำหรับผู้เริ่มต้น',
  subtotal: 2990,
  discount: 299,
  total: 2691,
  vat: 176.05,
  net: 2514.95,
  orderNumber: 'RC-20261121-000042',
  couponCode: 'WELCOME10',
  refunded: false,
  paymentMethod: 'card',
  paidAt: '2026-11-27T03:05:00Z',
};

describe('receipt content (the page and the PDF say the same)', () => {
  it('shows the VAT-included breakdown from the snapshot: net, 7 % VAT and the total, with satang', () => {
    const content = receiptContent(receipt);
    expect(content.breakdown).toEqual({
      net: { label: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม', amount: '2,514.95' },
      vat: { label: 'ภาษีมูลค่าเพิ่ม 7%', amount: '176.05' },
      total: { label: 'ยอดชำระทั้งสิ้น', amount: '2,691.00', strong: true },
    });
    expect(content.item).toEqual({ label: 'Python สำหรับผู้เริ่มต้น', amount: '2,990.00' });
    expect(content.discount).toEqual({ label: 'ส่วนลด (คูปอง WELCOME10)', amount: '-299.00' });
    expect(content.inWords).toBe('(สองพันหกร้อยเก้าสิบเอ็ดบาทถ้วน)');
  });

  it('prints the numbers, the Buddhist-era date and the formatted tax ID', () => {
    const content = receiptContent(receipt);
    expect(content.title).toBe('ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ');
    expect(content.schoolTaxId).toBe('เลขประจำตัวผู้เสียภาษี 0-1055-61234-56-7');
    expect(content.details).toContainEqual({ key: 'receipt-number', label: 'เลขที่ใบเสร็จ', value: 'RCPT-2026-000007' });
    expect(content.details).toContainEqual({ key: 'order-number', label: 'เลขที่คำสั่งซื้อ', value: 'RC-20261121-000042' });
    expect(content.details).toContainEqual({ key: 'payment-method', label: 'ชำระโดย', value: 'บัตรเครดิต/เดบิต' });
    expect(content.details).toContainEqual({ key: 'date', label: 'วันที่ออก', value: '21 พฤศจิกายน 2569 เวลา 12:00 น.' });
    expect(content.details).toContainEqual({ key: 'paid-at', label: 'เวลาที่ชำระ', value: '27 พฤศจิกายน 2569 เวลา 10:05 น.' });
    expect(content.refunded).toBeNull();
  });

  it('has no discount line without a discount, is a plain receipt without a tax ID, and marks a refund', () => {
    const content = receiptContent({
      ...receipt,
      discount: 0,
      couponCode: null,
      schoolTaxId: null,
      buyerEmail: null,
      refunded: true,
      paymentMethod: null,
      paidAt: null,
    });
    expect(content.details.map((d) => d.key)).toEqual(['receipt-number', 'order-number', 'date', 'payment-method', 'buyer']);
    expect(content.discount).toBeNull();
    expect(content.title).toBe('ใบเสร็จรับเงิน');
    expect(content.schoolTaxId).toBeNull();
    expect(content.refunded).toBe('คืนเงินแล้ว');
  });

  it('prints every amount with satang, a float sum rounded to the satang', () => {
    const content = receiptContent({ ...receipt, subtotal: 195.61, net: 0.1 + 0.2, vat: 0 });
    expect(content.item.amount).toBe('195.61');
    expect(content.breakdown.net.amount).toBe('0.30');
    expect(content.breakdown.vat.amount).toBe('0.00');
  });

  it('keeps at most three lines of the school address, without blank ones', () => {
    expect(receiptContent({ ...receipt, schoolAddress: 'a\n\nb\nc\nd' }).schoolAddress).toEqual(['a', 'b', 'c']);
    expect(receiptContent({ ...receipt, schoolAddress: null }).schoolAddress).toEqual([]);
  });

  it('leaves a tax ID that is not 13 digits as it is', () => {
    expect(formatTaxId('12345')).toBe('12345');
  });
});
