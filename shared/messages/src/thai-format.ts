/**
 * Thai number and date formatting through Intl, never by hand, so digits,
 * separators and the Buddhist-era year come out as Thai readers expect.
 */
import { paymentMethodLabel } from 'supabase/functions/payment-methods';
import { lazyFormatter } from './lazy-formatter.ts';

export { lazyFormatter };

const bahtFormatter = lazyFormatter(() => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }));
const numberFormatter = lazyFormatter(() => new Intl.NumberFormat('th-TH'));
const dateFormatter = lazyFormatter(() => new Intl.DateTimeFormat('th-TH', { dateStyle: 'long' }));
const shortDateFormatter = lazyFormatter(() => new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium' }));

/** 1790 → "฿1,790" */
export function formatBaht(amount: number): string {
  return bahtFormatter().format(amount);
}

export function formatNumber(value: number): string {
  return numberFormatter().format(value);
}

/** "2026-11-21" → "21 พฤศจิกายน 2569" */
export function formatThaiDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormatter().format(date);
}

export function formatThaiShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : shortDateFormatter().format(date);
}

/**
 * The site's one rule for years: every year a person reads is the Buddhist era,
 * as Thai readers count it. 2026-11-24 → "พ.ศ. 2569" (the database's codes follow
 * the same rule: RC-2569-…). Written out rather than through Intl, as the one
 * exception: the footer prints it on every page, and a page's first Intl
 * formatter costs ~200 ms on a phone (lazy-formatter.ts) for what is the
 * Gregorian year plus 543 (Intl's th-TH `{ year: 'numeric' }` says the same).
 */
export function formatThaiYear(value: Date): string {
  return `พ.ศ. ${value.getFullYear() + 543}`;
}

/** 135 → "2 ชั่วโมง 15 นาที"; durations are stored in minutes. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} นาที`;
  return rest === 0 ? `${hours} ชั่วโมง` : `${hours} ชั่วโมง ${rest} นาที`;
}

/** How a paid order was paid, in Thai: the receipt PDF's own words (one table, beside the Edge Functions). */
export const formatPaymentMethod = paymentMethodLabel;

const bangkokDateTimeFormatter = lazyFormatter(
  () => new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
);

/** A moment as the school's documents print it: Buddhist era, Bangkok time ("27 พฤศจิกายน 2569 เวลา 10:05"). */
export function formatBangkokDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : bangkokDateTimeFormatter().format(date);
}

const sizeFormatter = lazyFormatter(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 }));
/** 1536 → "1.5 KB", 2_500_000 → "2.4 MB": a download's size beside its name. */
export function formatFileSize(bytes: number): string {
  const units = ['ไบต์', 'KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormatter().format(unit === 0 ? Math.round(value) : value)} ${units[unit]}`;
}
