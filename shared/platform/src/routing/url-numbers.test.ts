import { describe, expect, it } from 'vitest';
import { readUrlId, readUrlPage, urlIdSchema } from './url-numbers.ts';

describe('readUrlId', () => {
  it('reads digits and numbers as ids', () => {
    expect(readUrlId('12')).toBe(12);
    expect(readUrlId(12)).toBe(12);
    expect(readUrlId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what only coercion would take for a number, zero and unsafe integers', () => {
    for (const bad of [
      ' 12',
      '1e3',
      '0x10',
      '12abc',
      '',
      '0',
      '-1',
      '1.5',
      '99999999999999999',
      2 ** 53,
      1.5,
      0,
      -3,
      NaN,
      null,
      undefined,
      {},
    ]) {
      expect(readUrlId(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('urlIdSchema', () => {
  it('says whether a value is an id, and throws on parsing one that is not', () => {
    expect(urlIdSchema.safeParse('7')).toEqual({ success: true, data: 7 });
    expect(urlIdSchema.safeParse('x').success).toBe(false);
    expect(urlIdSchema.parse(7)).toBe(7);
    expect(() => urlIdSchema.parse('0')).toThrow(RangeError);
  });
});

describe('readUrlPage', () => {
  it('reads a page and falls back to page 1 for anything else', () => {
    expect(readUrlPage('3')).toBe(3);
    expect(readUrlPage(3)).toBe(3);
    expect(readUrlPage(undefined)).toBe(1);
    expect(readUrlPage(null)).toBe(1);
    expect(readUrlPage('1e3')).toBe(1);
    expect(readUrlPage('0')).toBe(1);
    expect(readUrlPage('2.5')).toBe(1);
    expect(readUrlPage('10000')).toBe(10_000);
    expect(readUrlPage('10001')).toBe(1);
    expect(readUrlPage('6', 5)).toBe(1);
    expect(readUrlPage('5', 5)).toBe(5);
  });
});
