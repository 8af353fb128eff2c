import { useEffect, useId, useState } from 'react';
import { NativeSelect } from '@shared/ui/select';
import { adminTh } from '../config/messages.ts';

/** Thai month abbreviations, as the site writes dates (formatThaiShortDate). */
const MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;
const BUDDHIST_ERA_OFFSET = 543;

type Parts = { day: string; month: string; year: string };

const partsOf = (iso: string | null): Parts => {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match
    ? { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The ISO date (yyyy-mm-dd, Gregorian: what the URL and the database take) once all three parts are chosen. */
export function isoOf({ day, month, year }: Parts): string | null {
  if (day === '' || month === '' || year === '') return null;
  const y = Number(year);
  const m = Number(month);
  const d = Math.min(Number(day), daysIn(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

type ThaiDateFieldProps = {
  label: string;
  /** yyyy-mm-dd or null. */
  value: string | null;
  onChange: (next: string | null) => void;
  /** Gregorian years offered (shown in พ.ศ.). */
  years: readonly number[];
};

/**
 * A date as the site writes it: day, Thai month and the Buddhist-era year. A native date input
 * shows the browser's own format (mm/dd/yyyy, ค.ศ., on an English system), which an admin read
 * against dates written in พ.ศ. everywhere else. The value stays a Gregorian ISO date.
 */
export function ThaiDateField({ label, value, onChange, years }: ThaiDateFieldProps) {
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The URL is the source of truth (Back, a shared link, "clear"): follow it.
  useEffect(() => setParts(partsOf(value)), [value]);
  const t = adminTh.dateField;

  const change = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    const iso = isoOf(next);
    // A half-chosen date filters nothing yet; emptying any part clears the filter.
    if (iso !== value && (iso !== null || value !== null)) onChange(iso);
  };

  return (
    <fieldset className="col-span-2 grid min-w-0 gap-2 sm:col-span-1">
      <legend className="mb-2 text-sm font-medium leading-none">{label}</legend>
      <div className="grid grid-cols-[1fr_1.25fr_1.5fr] gap-1">
        <NativeSelect id={`${id}-day`} aria-label={`${label} ${t.day}`} value={parts.day} onChange={(e) => change({ day: e.target.value })}>
          <option value="">{t.day}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-month`}
          aria-label={`${label} ${t.month}`}
          value={parts.month}
          onChange={(e) => change({ month: e.target.value })}
        >
          <option value="">{t.month}</option>
          {MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-year`}
          aria-label={`${label} ${t.year}`}
          value={parts.year}
          onChange={(e) => change({ year: e.target.value })}
        >
          <option value="">{t.year}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year + BUDDHIST_ERA_OFFSET}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}

/** The years an admin filter offers: from the school's first year to next year, newest first. */
export function filterYears(now: Date = new Date(), first = 2024): number[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
