import { describe, expect, it } from 'vitest';
import { incomeCsv } from './income-csv.ts';

describe('incomeCsv', () => {
  it('quotes titles with commas, keeps plain numbers and starts with a BOM for Excel', () => {
    const csv = incomeCsv([{ month: '2026-11', course_id: 1, title: 'Python, ฉบับเต็ม', orders: 2, net: 3345.8 }]);
    expect(csv.startsWith('\uFEFFmonth,course_id,course,orders,net_excluding_vat\r\n')).toBe(true);
    expect(csv).toContain('2026-11,1,"Python, ฉบับเต็ม",2,3345.80\r\n');
  });
});
