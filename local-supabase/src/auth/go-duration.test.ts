import { describe, expect, it } from 'vitest';
import { parseGoDuration } from './go-duration.ts';

describe('parseGoDuration (Go time.ParseDuration, as GoTrue reads ban_duration)', () => {
  it.each([
    ['24h', 86_400_000],
    ['30m', 1_800_000],
    ['1h30m', 5_400_000],
    ['876000h', 876_000 * 3_600_000],
    ['1.5h', 5_400_000],
    ['-1h', -3_600_000],
    ['250ms', 250],
    ['0', 0],
  ])('reads %s', (input, ms) => {
    expect(parseGoDuration(input)).toEqual({ ms });
  });

  it.each([
    ['abc', 'time: invalid duration "abc"'],
    ['', 'time: invalid duration ""'],
    ['10', 'time: missing unit in duration "10"'],
    ['1d', 'time: unknown unit "d" in duration "1d"'],
  ])('refuses %j as Go does', (input, error) => {
    expect(parseGoDuration(input)).toEqual({ error });
  });
});
