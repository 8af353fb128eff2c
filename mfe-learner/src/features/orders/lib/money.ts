import { toSatang } from '@shared/db/orders';

/** Receipt columns are a bank statement's: always two decimals, no ฿ (the heading says baht). */
const receiptNumber = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Receipt columns always carry satang: 1290 → "1,290.00". */
export function formatReceiptAmount(amount: number): string {
  return receiptNumber.format(toSatang(amount) / 100);
}
