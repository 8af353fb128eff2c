import { describe, expect, it } from 'vitest';
import { urlIdSchema, urlPageSchema } from './url-numbers.ts';

describe('urlIdSchema', () => {
  it('reads digits and numbers as ids', () => {
    expect(urlIdSchema.parse('12')).toBe(12);
    expect(urlIdSchema.parse(12)).toBe(12);
  });

  it('refuses what only coercion would take for a number, zero and unsafe integers', () => {
    for (const bad of [' 12', '1e3', '0x10', '12abc', '', '0', '-1', '1.5', '99999999999999999', 2 ** 53]) {
      expect(urlIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('urlPageSchema', () => {
  it('reads a page and falls back to page 1 for anything else', () => {
    expect(urlPageSchema().parse('3')).toBe(3);
    expect(urlPageSchema().parse(undefined)).toBe(1);
    expect(urlPageSchema().parse('1e3')).toBe(1);
    expect(urlPageSchema().parse('0')).toBe(1);
    expect(urlPageSchema(5).parse('6')).toBe(1);
  });
});
