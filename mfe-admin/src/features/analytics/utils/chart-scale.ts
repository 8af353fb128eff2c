/** A round axis maximum (1, 2, 5 × 10ⁿ) at or above the largest value, never 0 so empty data still draws. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Maps a value in [0, max] onto a pixel range [from, to] (SVG y grows downwards, so from > to for y). */
export function scaleLinear(value: number, max: number, from: number, to: number): number {
  const ratio = max <= 0 ? 0 : Math.min(1, Math.max(0, value / max));
  return from + (to - from) * ratio;
}

/** Evenly spaced x positions for n points between left and right (one point sits in the middle). */
export function spreadX(n: number, left: number, right: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [(left + right) / 2];
  return Array.from({ length: n }, (_, i) => left + ((right - left) * i) / (n - 1));
}

const weekFormatter = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-16' (a Monday) → '16 พ.ย.'; the date is read as a calendar day, not a local time. */
export function formatWeek(week: string): string {
  const date = new Date(`${week}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? week : weekFormatter.format(date);
}
