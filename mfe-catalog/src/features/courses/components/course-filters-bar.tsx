import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from 'shared/ui/input';
import { Label } from 'shared/ui/label';
import { NativeSelect } from 'shared/ui/select';
import { th } from 'shared/messages';
import { CATEGORIES, LEVELS } from '../../../lib/course-schemas.ts';
import { catalogText } from '../../../config/messages.ts';
import { MAX_QUERY_LENGTH, type CourseFilters } from '../lib/course-filters.ts';

type Props = {
  filters: CourseFilters;
  /** `replace` for keystrokes (no history entry per letter); selects push so Back undoes them. */
  onChange: (next: CourseFilters, options: { replace: boolean }) => void;
};

export const SEARCH_DEBOUNCE_MS = 300;

export function CourseFiltersBar({ filters, onChange }: Props) {
  const [text, setText] = useState(filters.q);

  // The URL is the source of truth: Back/Forward or a shared link must show in the box.
  useEffect(() => setText(filters.q), [filters.q]);

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: text }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <form
      role="search"
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4 md:grid-cols-[minmax(0,1fr)_14rem_12rem]"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: text }, { replace: false });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="course-search">{catalogText.list.searchLabel}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="course-search"
            type="search"
            className="ps-9"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={catalogText.list.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="course-category">{catalogText.list.categoryLabel}</Label>
        <NativeSelect
          id="course-category"
          value={filters.category}
          onChange={(event) => onChange({ ...filters, q: text, category: event.target.value as CourseFilters['category'] }, { replace: false })}
        >
          <option value="all">{catalogText.list.all}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>{th.categories[c]}</option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="course-level">{catalogText.list.levelLabel}</Label>
        <NativeSelect
          id="course-level"
          value={filters.level}
          onChange={(event) => onChange({ ...filters, q: text, level: event.target.value as CourseFilters['level'] }, { replace: false })}
        >
          <option value="all">{catalogText.list.all}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>{th.levels[l]}</option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}
