/**
 * Order amounts are numeric(10,2) baht (a JSON number), unlike course prices
 * (whole baht, shared `formatBaht`): a percent coupon can leave satang, which
 * must show, not be rounded away.
 */
const wholeBaht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });
const bahtWithSatang = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const receiptNumber = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole satang, so 0.1 + 0.2-style float noise never reaches a person. */
export function toSatang(amount: number): number {
  return Math.round(amount * 100);
}

/** 1290 → "฿1,290"; 1161.5 → "฿1,161.50" (satang only when there are some). */
export function formatOrderAmount(amount: number): string {
  return toSatang(amount) % 100 === 0 ? wholeBaht.format(toSatang(amount) / 100) : bahtWithSatang.format(toSatang(amount) / 100);
}

/** Receipt columns always carry satang: 1290 → "1,290.00". */
export function formatReceiptAmount(amount: number): string {
  return receiptNumber.format(toSatang(amount) / 100);
}
