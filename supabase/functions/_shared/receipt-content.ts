// One receipt's content: what it says and how each figure reads, for the receipt page (mfe-learner,
// through the `supabase/functions/receipt-content` export) and the receipt-pdf function alike, so the
// page a learner prints and the PDF they download say the same words (Deno and the browser both load it:
// plain TypeScript, relative imports only).
import { bahtText } from './baht-text.ts';
import type { Tables } from './database.types.ts';
import { formatAmount, formatTaxId, formatThaiDateTime, paymentMethodLabel } from './pdf/thai-document-format.ts';

/** A receipt as the database snapshotted it when the order was paid, with its order's number, state and payment. */
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

/** How both read a receipt: its snapshot row with its order embedded (receipts.order_id → orders, under the same RLS). */
export const RECEIPT_COLUMNS =
  'receipt_number,issued_at,school_name,school_tax_id,school_address,buyer_name,buyer_email,item_title,subtotal,discount,total,vat,net,order:orders(order_number,status,coupon_code,payment_method,paid_at)';

export type ReceiptRow = Pick<
  Tables<'receipts'>,
  | 'receipt_number'
  | 'issued_at'
  | 'school_name'
  | 'school_tax_id'
  | 'school_address'
  | 'buyer_name'
  | 'buyer_email'
  | 'item_title'
  | 'subtotal'
  | 'discount'
  | 'total'
  | 'vat'
  | 'net'
> & { order: Pick<Tables<'orders'>, 'order_number' | 'status' | 'coupon_code' | 'payment_method' | 'paid_at'> };

export function toReceiptDocument(r: ReceiptRow): ReceiptDocument {
  return {
    receiptNumber: r.receipt_number,
    issuedAt: r.issued_at,
    schoolName: r.school_name,
    schoolTaxId: r.school_tax_id,
    schoolAddress: r.school_address,
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    itemTitle: r.item_title,
    subtotal: r.subtotal,
    discount: r.discount,
    total: r.total,
    vat: r.vat,
    net: r.net,
    orderNumber: r.order.order_number,
    couponCode: r.order.coupon_code,
    refunded: r.order.status === 'refunded',
    paymentMethod: r.order.payment_method,
    paidAt: r.order.paid_at,
  };
}

export interface ReceiptLine {
  label: string;
  amount: string;
  /** The grand total, drawn bold. */
  strong?: boolean;
}

export interface ReceiptDetail {
  key: 'receipt-number' | 'order-number' | 'date' | 'payment-method' | 'paid-at' | 'buyer' | 'email';
  label: string;
  value: string;
}

/** Everything the receipt says, in display form; the page and the PDF only lay it out. */
export interface ReceiptContent {
  title: string;
  schoolName: string;
  schoolTaxId: string | null;
  /** Up to three lines. */
  schoolAddress: string[];
  details: ReceiptDetail[];
  columns: { item: string; amount: string };
  item: ReceiptLine;
  discount: ReceiptLine | null;
  breakdown: { net: ReceiptLine; vat: ReceiptLine; total: ReceiptLine };
  inWordsLabel: string;
  /** The total in Thai words, in brackets: "(สองพันหกร้อยเก้าสิบเอ็ดบาทถ้วน)". */
  inWords: string;
  vatIncluded: string;
  refunded: string | null;
  thanks: string;
}

/** The receipt's words (Thai): a document's, so they live with the document rather than in a remote's messages. */
export const RECEIPT_WORDS = {
  title: 'ใบเสร็จรับเงิน',
  taxTitle: 'ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  receiptNumber: 'เลขที่ใบเสร็จ',
  orderNumber: 'เลขที่คำสั่งซื้อ',
  date: 'วันที่ออก',
  paidBy: 'ชำระโดย',
  paidAt: 'เวลาที่ชำระ',
  buyer: 'ผู้ซื้อ',
  email: 'อีเมล',
  item: 'รายการ',
  amount: 'จำนวนเงิน (บาท)',
  discount: (code: string | null) => (code ? `ส่วนลด (คูปอง ${code})` : 'ส่วนลด'),
  net: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม',
  vat: 'ภาษีมูลค่าเพิ่ม 7%',
  total: 'ยอดชำระทั้งสิ้น',
  inWords: 'ตัวอักษร',
  vatIncluded: 'ราคารวมภาษีมูลค่าเพิ่มแล้ว',
  refunded: 'คืนเงินแล้ว',
  thanks: 'ขอบคุณที่เรียนกับเรียนโค้ด',
} as const;

export { formatTaxId };

/**
 * The VAT-included breakdown shows the database's own figures (net + vat = total, computed once when the
 * receipt was issued), never a recomputation that could round differently. Amounts always carry satang
 * and no ฿: receipt columns are a statement's, and the heading says baht.
 */
export function receiptContent(r: ReceiptDocument): ReceiptContent {
  const t = RECEIPT_WORDS;
  const details: ReceiptDetail[] = [
    { key: 'receipt-number', label: t.receiptNumber, value: r.receiptNumber },
    { key: 'order-number', label: t.orderNumber, value: r.orderNumber },
    { key: 'date', label: t.date, value: formatThaiDateTime(r.issuedAt) },
    { key: 'payment-method', label: t.paidBy, value: paymentMethodLabel(r.paymentMethod) },
  ];
  if (r.paidAt) details.push({ key: 'paid-at', label: t.paidAt, value: formatThaiDateTime(r.paidAt) });
  details.push({ key: 'buyer', label: t.buyer, value: r.buyerName });
  if (r.buyerEmail) details.push({ key: 'email', label: t.email, value: r.buyerEmail });
  return {
    // Without a tax ID the school cannot issue a tax invoice: a plain receipt.
    title: r.schoolTaxId ? t.taxTitle : t.title,
    schoolName: r.schoolName,
    schoolTaxId: r.schoolTaxId ? `${t.taxId} ${formatTaxId(r.schoolTaxId)}` : null,
    schoolAddress: (r.schoolAddress ?? '').split('\n').filter(Boolean).slice(0, 3),
    details,
    columns: { item: t.item, amount: t.amount },
    item: { label: r.itemTitle, amount: formatAmount(r.subtotal) },
    discount: r.discount > 0 ? { label: t.discount(r.couponCode), amount: `-${formatAmount(r.discount)}` } : null,
    breakdown: {
      net: { label: t.net, amount: formatAmount(r.net) },
      vat: { label: t.vat, amount: formatAmount(r.vat) },
      total: { label: t.total, amount: formatAmount(r.total), strong: true },
    },
    inWordsLabel: t.inWords,
    inWords: `(${bahtText(r.total)})`,
    vatIncluded: t.vatIncluded,
    refunded: r.refunded ? t.refunded : null,
    thanks: t.thanks,
  };
}
