import { describe, expect, it } from 'vitest';
import { isDue, parseSchedule, type CronSchedule } from './cron-schedule.ts';

const schedule = (text: string): CronSchedule => {
  const parsed = parseSchedule(text);
  if (!parsed) throw new Error(`not a schedule: ${text}`);
  return parsed;
};
const at = (iso: string): Date => new Date(iso);

describe('parseSchedule', () => {
  it("reads pg_cron's forms and refuses what pg_cron refuses", () => {
    expect(parseSchedule('10 seconds')).toEqual({ kind: 'seconds', every: 10 });
    expect(parseSchedule('* * * * *')).toEqual({ kind: 'cron', expression: '* * * * *' });
    expect(parseSchedule('@hourly')).toEqual({ kind: 'cron', expression: '@hourly' });
    expect(parseSchedule('60 seconds')).toBeNull();
    expect(parseSchedule('0 seconds')).toBeNull();
    expect(parseSchedule('every day')).toBeNull();
    expect(parseSchedule('61 * * * *')).toBeNull();
  });
});

describe('isDue', () => {
  it('fires a minute expression at second 0 of each matching minute, in UTC', () => {
    const hourly = schedule('17 * * * *');
    expect(isDue(hourly, at('2026-11-27T02:17:00Z'))).toBe(true);
    expect(isDue(hourly, at('2026-11-27T02:17:01Z'))).toBe(false);
    expect(isDue(hourly, at('2026-11-27T02:18:00Z'))).toBe(false);
    expect(isDue(schedule('* * * * *'), at('2026-11-27T23:59:00Z'))).toBe(true);
  });

  it('honours steps, ranges and day names', () => {
    const mondays = schedule('0 3 * * mon');
    expect(isDue(mondays, at('2026-11-30T03:00:00Z'))).toBe(true);
    expect(isDue(mondays, at('2026-11-27T03:00:00Z'))).toBe(false);
    const everyFive = schedule('*/5 9-17 * * *');
    expect(isDue(everyFive, at('2026-11-27T09:05:00Z'))).toBe(true);
    expect(isDue(everyFive, at('2026-11-27T09:06:00Z'))).toBe(false);
    expect(isDue(everyFive, at('2026-11-27T18:00:00Z'))).toBe(false);
  });

  it('fires an N-seconds schedule on every second divisible by N', () => {
    const tenSeconds = schedule('10 seconds');
    expect(isDue(tenSeconds, at('2026-11-27T02:17:20Z'))).toBe(true);
    expect(isDue(tenSeconds, at('2026-11-27T02:17:25Z'))).toBe(false);
    expect(isDue(schedule('1 second'), at('2026-11-27T02:17:25Z'))).toBe(true);
  });
});
