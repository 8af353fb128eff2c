import { describe, expect, it } from 'vitest';
import { formatBaht, formatDuration, formatFileSize, formatThaiDate, formatThaiYear } from './thai-format.ts';

describe('Thai formatting', () => {
  it('shows prices as whole baht with the ฿ sign and Thai grouping', () => {
    expect(formatBaht(1790)).toBe('฿1,790');
    expect(formatBaht(3490)).toBe('฿3,490');
  });
  it('shows dates in Thai with the Buddhist-era year', () => {
    expect(formatThaiDate('2026-11-21T12:00:00Z')).toBe('21 พฤศจิกายน 2569');
  });
  it('returns an empty string for an invalid date instead of "Invalid Date"', () => {
    expect(formatThaiDate('nope')).toBe('');
  });
  it('shows durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 นาที');
    expect(formatDuration(120)).toBe('2 ชั่วโมง');
    expect(formatDuration(135)).toBe('2 ชั่วโมง 15 นาที');
  });
});

describe('formatThaiYear', () => {
  it('reads the Buddhist era, like every date on the site', () => {
    expect(formatThaiYear(new Date('2026-11-24T12:00:00Z'))).toBe('พ.ศ. 2569');
  });

  it('says what Intl’s Thai calendar says, for any year a page shows', () => {
    const intl = new Intl.DateTimeFormat('th-TH', { year: 'numeric' });
    for (const year of [1990, 2000, 2026, 2027, 2100]) {
      const date = new Date(year, 5, 15);
      expect(formatThaiYear(date)).toBe(intl.format(date));
    }
  });
});

describe('formatFileSize', () => {
  it('names bytes, kilobytes, megabytes and gigabytes with one decimal at most', () => {
    expect(formatFileSize(512)).toBe('512 ไบต์');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2_500_000)).toBe('2.4 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
