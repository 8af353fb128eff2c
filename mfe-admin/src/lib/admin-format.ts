/** Formatting the admin needs beyond shared/format. */
/**
 * Order amounts are numeric(10,2): a 15 % coupon on ฿1,290 leaves satang, which shared's
 * whole-baht formatter would round away. Whole amounts keep the short form (฿1,290).
 */
const exact = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });

export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : exact.format(amount);
}

const dateTime = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short' });

/** "23 พ.ย. 2569 14:05": admin history needs the time, not only the day. */
export function formatThaiDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
