import { SCHOOL_TIME_ZONE } from '@shared/messages/format';

/** Formatting the admin needs beyond @shared/messages/format. */
const dateTime = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE });

/** "23 พ.ย. 2569 14:05": admin history needs the time, not only the day; on the school's clock, as every date. */
export function formatThaiDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
