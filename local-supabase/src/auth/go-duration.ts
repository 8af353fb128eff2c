/**
 * Go's time.ParseDuration, which GoTrue applies to an admin's `ban_duration`
 * ("24h", "30m", "1h30m", "876000h", "1.5h", "-1h"). Returns milliseconds, or
 * an error worded as Go words it.
 */
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

export function parseGoDuration(input: string): { ms: number } | { error: string } {
  const quoted = JSON.stringify(input);
  let rest = input;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return { ms: 0 };
  if (rest === '') return { error: `time: invalid duration ${quoted}` };
  let total = 0;
  while (rest !== '') {
    const number = /^(\d*)(\.\d*)?/.exec(rest)?.[0] ?? '';
    if (number === '' || number === '.') return { error: `time: invalid duration ${quoted}` };
    rest = rest.slice(number.length);
    const unit = /^[^\d.]*/.exec(rest)?.[0] ?? '';
    if (unit === '') return { error: `time: missing unit in duration ${quoted}` };
    const scale = UNIT_MS[unit];
    if (scale === undefined) return { error: `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}` };
    rest = rest.slice(unit.length);
    total += Number(number) * scale;
  }
  return { ms: sign * total };
}
