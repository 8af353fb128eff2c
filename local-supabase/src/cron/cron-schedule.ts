import { CronExpressionParser } from 'cron-parser';

/**
 * When a pg_cron schedule is due, evaluated the way pg_cron does (in UTC, its default
 * cron.timezone): a five-field cron expression (or an `@hourly`-style macro) fires at the start of
 * each matching minute; `'N seconds'` (1–59, pg_cron 1.5+) fires on every second divisible by N.
 */

const SECONDS = /^\s*([1-5]?[0-9])\s+seconds?\s*$/i;

export type CronSchedule = { kind: 'seconds'; every: number } | { kind: 'cron'; expression: string };

/** The schedule, or null when pg_cron would refuse it (a row written past cron.schedule's check is skipped). */
export function parseSchedule(schedule: string): CronSchedule | null {
  const seconds = SECONDS.exec(schedule);
  if (seconds) {
    const every = Number(seconds[1]);
    return every >= 1 && every <= 59 ? { kind: 'seconds', every } : null;
  }
  try {
    CronExpressionParser.parse(schedule.trim(), { tz: 'UTC' });
    return { kind: 'cron', expression: schedule.trim() };
  } catch {
    return null;
  }
}

/** Whether the schedule fires at `at` (whole seconds; a minute schedule only at second 0). */
export function isDue(schedule: CronSchedule, at: Date): boolean {
  const second = Math.floor(at.getTime() / 1000);
  if (schedule.kind === 'seconds') return second % schedule.every === 0;
  if (second % 60 !== 0) return false;
  const next = CronExpressionParser.parse(schedule.expression, { currentDate: new Date((second - 1) * 1000), tz: 'UTC' }).next();
  return next.getTime() === second * 1000;
}
