/**
 * Thai number and date formatting through Intl, so digits, separators and the
 * Buddhist-era year come out as Thai readers expect. The exceptions are written
 * out, each tested against Intl's own answer: a whole number (a price, a count),
 * a date in full and the year. They are what a visitor's first render shows (the
 * catalogue's cards, a course's reviews, the footer), and a page's first Intl
 * object costs ~200 ms on a phone (lazy-formatter.ts); the formatters below are
 * made at first use for the rest.
 */
import { paymentMethodLabel } from 'supabase/functions/payment-methods';
import { lazyFormatter } from './lazy-formatter.ts';

export { lazyFormatter };

const bahtFormatter = lazyFormatter(() => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }));
const numberFormatter = lazyFormatter(() => new Intl.NumberFormat('th-TH'));
/**
 * The school's clock: every date a page shows is Bangkok's, whoever reads it and wherever the page is drawn. A server's
 * render (in UTC) and the browser's live page (in the reader's zone) then say the same day: /admin's members table
 * changed a member's date under the admin's eyes when the live page took over from the server's, for a member who
 * joined after 17:00 UTC.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Bangkok';
/** Bangkok keeps UTC+7 all year (no daylight saving), so a date written out needs no Intl. */
const SCHOOL_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The moment as Bangkok's calendar reads it: read with the getUTC… methods. */
const onSchoolClock = (date: Date) => new Date(date.getTime() + SCHOOL_UTC_OFFSET_MS);

const shortDateFormatter = lazyFormatter(() => new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: SCHOOL_TIME_ZONE }));

/** A whole, non-negative number as th-TH writes it (Western digits, commas between threes); null for any other. */
function groupedWhole(value: number): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 1790 → "฿1,790" (rounded to whole baht, half away from zero, as Intl rounds). */
export function formatBaht(amount: number): string {
  const whole = amount >= 0 ? groupedWhole(Math.round(amount)) : null;
  return whole === null ? bahtFormatter().format(amount) : `฿${whole}`;
}

/** 12345 → "12,345" */
export function formatNumber(value: number): string {
  return groupedWhole(value) ?? numberFormatter().format(value);
}

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** "2026-11-21" → "21 พฤศจิกายน 2569": the day, the month's name and the Buddhist-era year, on the school's clock (as Intl's th-TH `dateStyle: 'long'` in Asia/Bangkok). */
export function formatThaiDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = onSchoolClock(date);
  return `${day.getUTCDate()} ${THAI_MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear() + 543}`;
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
  return `พ.ศ. ${onSchoolClock(value).getUTCFullYear() + 543}`;
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
  () => new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE }),
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
