import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugFromTitle } from './article-slug.ts';

describe('slugFromTitle', () => {
  it('keeps the Latin words and digits of a mixed Thai title, lower-cased and hyphenated', () => {
    expect(slugFromTitle('Docker สำหรับคนที่ยังไม่เคยใช้')).toBe('docker');
    expect(slugFromTitle('เริ่มเขียนโปรแกรมภาษาไหนดีในปี 2026')).toBe('2026');
    expect(slugFromTitle('  React & TypeScript: 10 Tips!! ')).toBe('react-typescript-10-tips');
  });

  it('is empty for a Thai-only title (the database then names it article-<id>)', () => {
    expect(slugFromTitle('แนวทางออกแบบ')).toBe('');
  });

  it('always proposes something the database accepts, within 80 characters', () => {
    const long = slugFromTitle(`${'word '.repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
