/** Formatting the admin needs beyond @shared/messages/format. */
const dateTime = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short' });

/** "23 พ.ย. 2569 14:05": admin history needs the time, not only the day. */
export function formatThaiDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
