import type { IncomeRow } from '../api/studio-overview.ts';

const cell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The income table as CSV for a spreadsheet: a BOM so Excel reads the Thai titles as UTF-8, and
 * plain numbers (two decimals, no ฿ or separators) so the sums stay numbers.
 */
export function incomeCsv(rows: readonly IncomeRow[]): string {
  const lines = [['month', 'course_id', 'course', 'orders', 'net_excluding_vat'].join(',')];
  for (const r of rows) lines.push([r.month, String(r.course_id), cell(r.title), String(r.orders), r.net.toFixed(2)].join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
