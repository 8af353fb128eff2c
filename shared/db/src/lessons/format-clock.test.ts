import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock.ts';

describe('formatClock', () => {
  it.each([
    [192, '3:12'],
    [3.9, '0:03'],
    [725, '12:05'],
    [3729, '1:02:09'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
