/** Today's Bangkok calendar year in the Buddhist era (2026 → 2569), as the database writes it into codes. */
export function bangkokBuddhistYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(now)) + 543;
}
