import { lazyFormatter } from '@shared/messages/format';

/**
 * The site's one way to write an order's amount. Order amounts are numeric(10,2) baht, and a percent coupon can
 * leave satang, which must show rather than be rounded away; whole amounts read like the course prices beside them
 * (@shared/messages/format's formatBaht, the spec's "prices shown in baht", ฿1,790): "฿1,290", "฿1,161.50".
 */
const wholeBaht = lazyFormatter(() => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }));
const bahtWithSatang = lazyFormatter(
  () => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Whole satang, so 0.1 + 0.2-style float noise never reaches a person. */
export function toSatang(amount: number): number {
  return Math.round(amount * 100);
}

/** 1290 → "฿1,290"; 1161.5 → "฿1,161.50" (satang only when there are some). */
export function formatOrderAmount(amount: number): string {
  const satang = toSatang(amount);
  return satang % 100 === 0 ? wholeBaht().format(satang / 100) : bahtWithSatang().format(satang / 100);
}
