/**
 * Thai number and date formatting through Intl, never by hand, so digits,
 * separators and the Buddhist-era year come out as Thai readers expect.
 */
const bahtFormatter = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  maximumFractionDigits: 0,
});
const numberFormatter = new Intl.NumberFormat('th-TH');
const dateFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long' });
const shortDateFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium' });
const yearFormatter = new Intl.DateTimeFormat('th-TH', { year: 'numeric' });

/** 1790 → "฿1,790" */
export function formatBaht(amount: number): string {
  return bahtFormatter.format(amount);
}

export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** "2026-11-21" → "21 พฤศจิกายน 2569" */
export function formatThaiDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

export function formatThaiShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : shortDateFormatter.format(date);
}

/**
 * The site's one rule for years: every year a person reads is the Buddhist era,
 * as Thai readers count it. 2026-11-24 → "พ.ศ. 2569" (the database's codes follow
 * the same rule: RC-2569-…).
 */
export function formatThaiYear(value: Date): string {
  return yearFormatter.format(value);
}

/** 135 → "2 ชั่วโมง 15 นาที"; durations are stored in minutes. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} นาที`;
  return rest === 0 ? `${hours} ชั่วโมง` : `${hours} ชั่วโมง ${rest} นาที`;
}

/** orders.payment_method in Thai (the receipt-pdf Edge Function prints the same words). */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  promptpay_slip: 'โอนเงินพร้อมเพย์ (แนบสลิป)',
  promptpay: 'พร้อมเพย์ QR',
  card: 'บัตรเครดิต/เดบิต',
  mobile_banking_kbank: 'โมบายแบงก์กิ้ง ธนาคารกสิกรไทย',
  mobile_banking_scb: 'โมบายแบงก์กิ้ง ธนาคารไทยพาณิชย์',
  mobile_banking_bay: 'โมบายแบงก์กิ้ง ธนาคารกรุงศรีอยุธยา',
  mobile_banking_bbl: 'โมบายแบงก์กิ้ง ธนาคารกรุงเทพ',
  mobile_banking_ktb: 'โมบายแบงก์กิ้ง ธนาคารกรุงไทย',
};

/** How a paid order was paid; an order an admin marked paid by hand has no method of its own. */
export function formatPaymentMethod(method: string | null): string {
  return method === null ? 'ยืนยันการชำระโดยผู้ดูแลระบบ' : (PAYMENT_METHOD_LABELS[method] ?? method);
}

const bangkokDateTimeFormatter = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Bangkok',
});

/** A moment as the school's documents print it: Buddhist era, Bangkok time ("27 พฤศจิกายน 2569 เวลา 10:05"). */
export function formatBangkokDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : bangkokDateTimeFormatter.format(date);
}
