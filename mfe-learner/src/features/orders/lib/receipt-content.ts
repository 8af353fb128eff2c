import { formatBangkokDateTime, formatPaymentMethod, formatThaiDate } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';
import { bahtText } from 'supabase/functions/baht-text';
import { formatReceiptAmount } from './money.ts';

/** A receipt as the database snapshotted it when the order was paid, plus its order's number and state. */
export interface Receipt {
  receiptNumber: string;
  issuedAt: string;
  schoolName: string;
  schoolTaxId: string | null;
  schoolAddress: string;
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

export interface ReceiptRow {
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

/** Everything the receipt page says, in display form (the PDF is laid out by the receipt-pdf Edge Function). */
export interface ReceiptContent {
  title: string;
  schoolName: string;
  schoolTaxId: string | null;
  schoolAddress: string;
  details: ReceiptDetail[];
  item: ReceiptRow;
  discount: ReceiptRow | null;
  breakdown: { net: ReceiptRow; vat: ReceiptRow; total: ReceiptRow };
  inWords: string;
  vatIncluded: string;
  refunded: string | null;
}

/** 13 digits as Thai documents print them: 0105561234567 → "0-1055-61234-56-7". */
export function formatTaxId(digits: string): string {
  const match = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(digits);
  return match ? match.slice(1).join('-') : digits;
}

/**
 * The VAT-included breakdown shows the database's own figures (net + vat =
 * total, computed once when the receipt was issued), never a browser
 * recomputation that could round differently.
 */
export function receiptContent(receipt: Receipt): ReceiptContent {
  const t = learnerTh.receipt;
  return {
    // Without a tax ID the school cannot issue a tax invoice: a plain receipt.
    title: receipt.schoolTaxId ? t.taxTitle : t.title,
    schoolName: receipt.schoolName,
    schoolTaxId: receipt.schoolTaxId ? `${t.taxId} ${formatTaxId(receipt.schoolTaxId)}` : null,
    schoolAddress: receipt.schoolAddress,
    details: [
      { key: 'receipt-number', label: t.receiptNumber, value: receipt.receiptNumber },
      { key: 'order-number', label: t.orderNumber, value: receipt.orderNumber },
      { key: 'date', label: t.date, value: formatThaiDate(receipt.issuedAt) },
      { key: 'payment-method', label: t.paidBy, value: formatPaymentMethod(receipt.paymentMethod) },
      ...(receipt.paidAt ? [{ key: 'paid-at' as const, label: t.paidAt, value: formatBangkokDateTime(receipt.paidAt) }] : []),
      { key: 'buyer', label: t.buyer, value: receipt.buyerName },
      ...(receipt.buyerEmail ? [{ key: 'email' as const, label: t.email, value: receipt.buyerEmail }] : []),
    ],
    item: { label: receipt.itemTitle, amount: formatReceiptAmount(receipt.subtotal) },
    discount: receipt.discount > 0 ? { label: t.discount(receipt.couponCode), amount: `-${formatReceiptAmount(receipt.discount)}` } : null,
    breakdown: {
      net: { label: t.net, amount: formatReceiptAmount(receipt.net) },
      vat: { label: t.vat, amount: formatReceiptAmount(receipt.vat) },
      total: { label: t.total, amount: formatReceiptAmount(receipt.total), strong: true },
    },
    inWords: `(${bahtText(receipt.total)})`,
    vatIncluded: t.vatIncluded,
    refunded: receipt.refunded ? t.refunded : null,
  };
}
