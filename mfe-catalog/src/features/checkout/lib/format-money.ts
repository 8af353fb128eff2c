/** Order amounts carry satang (a 10 % coupon on ฿1,295): always two decimals, as the bank app shows them. */
const moneyFormatter = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 2691 → "฿2,691.00" */
export function formatMoney(amount: number): string {
  return moneyFormatter.format(amount);
}
