import { describe, expect, it } from 'vitest';
import {
  formatBaht,
  formatDuration,
  formatFileSize,
  formatNumber,
  formatThaiDate,
  formatThaiShortDate,
  formatThaiYear,
} from './thai-format.ts';

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

describe('whole numbers, written out', () => {
  const WHOLE = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1790,
    9999,
    10000,
    99999,
    123456,
    1234567,
    999999999,
    1234567890123,
    Number.MAX_SAFE_INTEGER,
  ];

  it('formatNumber says what Intl’s th-TH says, for whole numbers and the rest', () => {
    const intl = new Intl.NumberFormat('th-TH');
    for (const value of [...WHOLE, -1, -1234, 1.5, 1234.56, Number.MAX_SAFE_INTEGER + 2])
      expect(formatNumber(value)).toBe(intl.format(value));
  });

  it('formatBaht says what Intl’s baht says, rounding halves as it does', () => {
    const intl = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });
    for (const amount of [...WHOLE, 0.4, 0.5, 1.5, 2.5, 1789.5, 1000.49, -0.4, -5, -1790.5])
      expect(formatBaht(amount)).toBe(intl.format(amount));
  });
});

describe('formatThaiDate, written out', () => {
  it('says what Intl’s th-TH long date says, for every day of a leap year and of other years', () => {
    const intl = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' });
    for (const year of [2024, 2026]) {
      for (let day = new Date(year, 0, 1); day.getFullYear() === year; day = new Date(year, day.getMonth(), day.getDate() + 1)) {
        expect(formatThaiDate(day)).toBe(intl.format(day));
      }
    }
    for (const moment of ['2026-11-21T23:30:00Z', '1999-12-31T12:00:00Z', '2100-02-28T00:00:00Z']) {
      expect(formatThaiDate(moment)).toBe(intl.format(new Date(moment)));
    }
  });

  it('reads the school’s clock, wherever it runs: 17:30 UTC is already the next day in Bangkok', () => {
    expect(formatThaiDate('2026-11-28T17:30:00Z')).toBe('29 พฤศจิกายน 2569');
    expect(formatThaiDate('2026-11-28T16:59:59Z')).toBe('28 พฤศจิกายน 2569');
    expect(formatThaiShortDate('2026-11-28T17:30:00Z')).toBe(formatThaiShortDate('2026-11-29T05:00:00Z'));
    expect(formatThaiYear(new Date('2026-12-31T17:00:00Z'))).toBe('พ.ศ. 2570');
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
