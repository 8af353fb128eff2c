import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time.ts';

describe('readingMinutes', () => {
  it('is at least one minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('สวัสดี')).toBe(1);
  });

  it('counts space-separated words at 200 a minute', () => {
    expect(readingMinutes(Array.from({ length: 400 }, () => 'word').join(' '))).toBe(2);
    expect(readingMinutes(Array.from({ length: 401 }, () => 'word').join(' '))).toBe(3);
  });

  it('counts Thai without spaces by its letters, five to a word', () => {
    // 2,000 Thai letters ≈ 400 words ≈ 2 minutes; punctuation alone is no word.
    expect(readingMinutes('ก'.repeat(2000))).toBe(2);
    expect(readingMinutes(`${'ก'.repeat(1000)} ## - ${Array.from({ length: 200 }, () => 'Python').join(' ')}`)).toBe(2);
  });
});
