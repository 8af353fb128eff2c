// How the documents print money, dates and payment methods (Thai, พ.ศ., Bangkok time).

const money = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const date = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone: 'Asia/Bangkok', dateStyle: 'long' });

/** 1290 → "1,290.00" (the receipt's columns say บาท). */
export const formatAmount = (amount: number): string => money.format(amount);

/** "2026-11-27T03:05:00Z" → "27 พฤศจิกายน 2569 เวลา 10:05 น." */
export function formatThaiDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year} เวลา ${parts.hour}:${parts.minute} น.`;
}

/** "2026-11-27T03:05:00Z" → "27 พฤศจิกายน 2569" */
export const formatThaiDate = (iso: string): string => date.format(new Date(iso));

/** 13 digits as Thai documents print them: 0105561234567 → "0-1055-61234-56-7". */
export function formatTaxId(digits: string): string {
  const match = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(digits);
  return match ? match.slice(1).join('-') : digits;
}

export { paymentMethodLabel } from '../payment-methods.ts';
