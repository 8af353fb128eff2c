import { describe, expect, it } from 'vitest';
import { moveItem } from './course-document.ts';
import { incomeCsv } from '../features/studio/lib/income-csv.ts';

describe('moveItem', () => {
  it('moves one item and leaves the others in order; out of range stays put', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('incomeCsv', () => {
  it('quotes titles with commas, keeps plain numbers and starts with a BOM for Excel', () => {
    const csv = incomeCsv([{ month: '2026-11', course_id: 1, title: 'Python, ฉบับเต็ม', orders: 2, net: 3345.8 }]);
    expect(csv.startsWith('\uFEFFmonth,course_id,course,orders,net_excluding_vat\r\n')).toBe(true);
    expect(csv).toContain('2026-11,1,"Python, ฉบับเต็ม",2,3345.80\r\n');
  });
});
