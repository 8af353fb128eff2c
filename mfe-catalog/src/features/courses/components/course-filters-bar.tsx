import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { CATEGORIES, CATEGORY_LABELS, COURSE_LEVELS, LEVEL_LABELS } from '@shared/db/courses';
import { catalogText } from '../../../config/messages.ts';
import { ChoiceField, PriceField } from './course-filter-fields.tsx';
import { FILTER_PARAMS, MAX_PRICE, MAX_QUERY_LENGTH, MIN_RATINGS, SORTS, type CourseFilters } from '../lib/course-filters.ts';

type Props = {
  filters: CourseFilters;
  /** `replace` for keystrokes (no history entry per letter); selects push so Back undoes them. */
  onChange: (next: CourseFilters, options: { replace: boolean }) => void;
};

export const SEARCH_DEBOUNCE_MS = 300;

/** A price box's text as a bound: empty (or not a whole number in range) is no bound. */
function priceBound(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_PRICE ? null : value;
}
const priceText = (value: number | null) => (value === null ? '' : String(value));

/**
 * Search, category, level, sort, and the free / price range / rating filters. It is a real GET form on /courses whose
 * fields carry the URL's own parameter names: before the page's script runs
 * (a server-rendered page, issue 16 item 3), ค้นหา loads the filtered page
 * from the server. Once live, the form applies each change at once and
 * keeps the URL in step instead. Any change starts again at page 1.
 */
export function CourseFiltersBar({ filters, onChange }: Props) {
  const [text, setText] = useState(filters.q);
  const shownQuery = useRef(filters.q);
  // The price boxes apply when the form is sent or a box is left, not per keystroke.
  const [minPrice, setMinPrice] = useState(priceText(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(filters.maxPrice));
  useEffect(() => setMinPrice(priceText(filters.minPrice)), [filters.minPrice]);
  useEffect(() => setMaxPrice(priceText(filters.maxPrice)), [filters.maxPrice]);
  const withPrices = (): CourseFilters => ({
    ...filters,
    q: text,
    minPrice: priceBound(minPrice),
    maxPrice: priceBound(maxPrice),
    page: 1,
  });
  const applyPrices = () => {
    const next = withPrices();
    if (next.minPrice !== filters.minPrice || next.maxPrice !== filters.maxPrice) onChange(next, { replace: false });
  };

  // The URL is the source of truth: Back/Forward or a shared link must show in the box. Only a
  // change of the URL does: on mount the box may already hold what was typed into the painted page.
  useEffect(() => {
    if (shownQuery.current === filters.q) return;
    shownQuery.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: text, page: 1 }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  const choose = (next: Partial<CourseFilters>) => onChange({ ...filters, q: text, ...next, page: 1 }, { replace: false });

  return (
    <form
      role="search"
      action="/courses"
      method="get"
      className="grid grid-cols-1 items-end gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_11rem_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(withPrices(), { replace: false });
      }}
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="course-search">{catalogText.list.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="course-search"
            name={FILTER_PARAMS.q}
            type="search"
            className="ps-9"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={catalogText.list.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <ChoiceField
        id="course-category"
        label={catalogText.list.categoryLabel}
        name={FILTER_PARAMS.category}
        value={filters.category}
        choices={CATEGORIES}
        choiceLabel={(category) => CATEGORY_LABELS[category]}
        none={{ value: 'all', label: catalogText.list.all }}
        onChoose={(category) => choose({ category: category ?? 'all' })}
      />
      <ChoiceField
        id="course-level"
        label={catalogText.list.levelLabel}
        name={FILTER_PARAMS.level}
        value={filters.level}
        choices={COURSE_LEVELS}
        choiceLabel={(level) => LEVEL_LABELS[level]}
        none={{ value: 'all', label: catalogText.list.all }}
        onChoose={(level) => choose({ level: level ?? 'all' })}
      />
      <ChoiceField
        id="course-sort"
        label={catalogText.list.sortLabel}
        name={FILTER_PARAMS.sort}
        value={filters.sort}
        choices={SORTS}
        choiceLabel={(sort) => catalogText.list.sorts[sort]}
        onChoose={(sort) => choose({ sort: sort ?? 'recommended' })}
      />
      <fieldset className="flex flex-wrap items-end gap-4 sm:col-span-2 lg:col-span-5">
        <legend className="sr-only">{catalogText.filters.legend}</legend>
        <label className="inline-flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={FILTER_PARAMS.free}
            value="1"
            className="size-4 accent-primary"
            checked={filters.free}
            onChange={(event) => choose({ free: event.target.checked })}
          />
          {catalogText.filters.free}
        </label>
        <PriceField
          id="course-min-price"
          label={catalogText.filters.minPrice}
          name={FILTER_PARAMS.minPrice}
          value={minPrice}
          onType={setMinPrice}
          onLeave={applyPrices}
        />
        <PriceField
          id="course-max-price"
          label={catalogText.filters.maxPrice}
          name={FILTER_PARAMS.maxPrice}
          value={maxPrice}
          onType={setMaxPrice}
          onLeave={applyPrices}
        />
        <ChoiceField
          id="course-rating"
          label={catalogText.filters.rating}
          name={FILTER_PARAMS.minRating}
          value={filters.minRating ?? ''}
          choices={MIN_RATINGS}
          choiceLabel={(rating) => catalogText.filters.ratingAtLeast(rating)}
          none={{ value: '', label: catalogText.filters.anyRating }}
          onChoose={(minRating) => choose({ minRating })}
        />
      </fieldset>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" />
        {catalogText.list.submit}
      </Button>
    </form>
  );
}
