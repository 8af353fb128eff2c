// The receipt (ใบเสร็จรับเงิน / ใบกำกับภาษี) as one A4 portrait page of text and rules.
import { bahtText } from '../baht-text.ts';
import type { PdfPage } from './pdf-document.ts';
import { formatAmount, formatTaxId, formatThaiDateTime, paymentMethodLabel } from './thai-document-format.ts';

/** A receipt as the database snapshotted it when the order was paid, with its order's payment. */
export interface ReceiptDocument {
  receiptNumber: string;
  issuedAt: string;
  schoolName: string;
  schoolTaxId: string | null;
  schoolAddress: string | null;
  buyerName: string;
  buyerEmail: string | null;
  itemTitle: string;
  subtotal: number;
  discount: number;
  total: number;
  vat: number;
  net: number;
  orderNumber: string;
  couponCode: string | null;
  refunded: boolean;
  paymentMethod: string | null;
  paidAt: string | null;
}

const LEFT = 56;
const MUTED = '#475569';
const ACCENT = '#1d4ed8';
const RULE = '#cbd5e1';

export const receiptTitle = (r: ReceiptDocument): string =>
  // Without a tax ID the school cannot issue a tax invoice: a plain receipt.
  r.schoolTaxId ? 'ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ' : 'ใบเสร็จรับเงิน';

export function drawReceipt(page: PdfPage, r: ReceiptDocument): void {
  const right = page.width - LEFT;
  const width = right - LEFT;
  page.text(receiptTitle(r), LEFT, 56, { weight: 'bold', size: 20, color: ACCENT, align: 'center', width });

  let y = 104;
  page.text(r.schoolName, LEFT, y, { weight: 'bold', size: 15, width });
  if (r.schoolTaxId) page.text(`เลขประจำตัวผู้เสียภาษี ${formatTaxId(r.schoolTaxId)}`, LEFT, (y += 22), { size: 10.5, width });
  for (const line of (r.schoolAddress ?? '').split('\n').filter(Boolean).slice(0, 3)) {
    page.text(line, LEFT, (y += 17), { size: 10.5, color: MUTED, width });
  }
  page.line(LEFT, (y += 28), right, y, RULE, 1);

  const details: [string, string][] = [
    ['เลขที่ใบเสร็จ', r.receiptNumber],
    ['เลขที่คำสั่งซื้อ', r.orderNumber],
    ['วันที่ออก', formatThaiDateTime(r.issuedAt)],
    ['ชำระโดย', paymentMethodLabel(r.paymentMethod)],
    ...(r.paidAt ? [['เวลาที่ชำระ', formatThaiDateTime(r.paidAt)] as [string, string]] : []),
    ['ผู้ซื้อ', r.buyerName],
    ...(r.buyerEmail ? [['อีเมล', r.buyerEmail] as [string, string]] : []),
  ];
  y += 14;
  for (const [label, value] of details) {
    page.text(label, LEFT, y, { size: 10.5, color: MUTED, width: 110 });
    page.text(value, LEFT + 120, y, { weight: 'bold', size: 11, width: width - 120 });
    y += 20;
  }

  y += 16;
  page.rect(LEFT, y, width, 26, '#f1f5f9');
  page.text('รายการ', LEFT + 10, y + 6, { weight: 'bold', size: 10.5, width: 300 });
  page.text('จำนวนเงิน (บาท)', right - 210, y + 6, { weight: 'bold', size: 10.5, align: 'right', width: 200 });
  const row = (label: string, amount: string, strong = false): void => {
    const size = strong ? 13 : 11;
    const weight = strong ? 'bold' : 'regular';
    page.text(label, LEFT + 10, y, { weight, size, width: width - 180 });
    page.text(amount, right - 170, y, { weight, size, align: 'right', width: 160 });
  };
  y += 38;
  row(r.itemTitle, formatAmount(r.subtotal));
  if (r.discount > 0) {
    y += 20;
    row(r.couponCode ? `ส่วนลด (คูปอง ${r.couponCode})` : 'ส่วนลด', `-${formatAmount(r.discount)}`);
  }
  page.line(LEFT, (y += 24), right, y, RULE, 1);
  y += 12;
  row('มูลค่าก่อนภาษีมูลค่าเพิ่ม', formatAmount(r.net));
  y += 20;
  row('ภาษีมูลค่าเพิ่ม 7%', formatAmount(r.vat));
  page.line(LEFT, (y += 24), right, y, '#1e293b', 1.5);
  y += 12;
  row('ยอดชำระทั้งสิ้น', formatAmount(r.total), true);
  page.text(`ตัวอักษร: (${bahtText(r.total)})`, LEFT + 10, (y += 30), { size: 11, width: width - 20 });
  page.text('ราคารวมภาษีมูลค่าเพิ่มแล้ว', LEFT + 10, (y += 20), { size: 10, color: MUTED, width });

  if (r.refunded) {
    // The stamp sits in the free space under the amounts, where no line of the receipt runs.
    page.rotated(-12, right - 90, y + 70, () => {
      page.strokeRect(right - 170, y + 45, 160, 46, '#dc2626', 3);
      page.text('คืนเงินแล้ว', right - 170, y + 56, { weight: 'bold', size: 18, color: '#dc2626', align: 'center', width: 160 });
    });
  }
  page.text('ขอบคุณที่เรียนกับเรียนโค้ด', LEFT, page.height - 72, { size: 10.5, color: MUTED, align: 'center', width });
}
