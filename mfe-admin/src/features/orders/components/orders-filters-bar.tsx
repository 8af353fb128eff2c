import { useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { NativeSelect } from '@shared/ui/select';
import { adminTh } from '../../../config/messages.ts';
import { filterYears, ThaiDateField } from '../../../components/thai-date-field.tsx';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, isOrderStatus } from '@shared/db/orders';
import { EMPTY_ORDER_FILTERS, type OrderFilters } from '../lib/order-filters.ts';

type OrdersFiltersBarProps = {
  filters: OrderFilters;
  /** `replace` for keystrokes (no history entry per letter); selects and dates push so Back undoes them. */
  onChange: (next: OrderFilters, options: { replace: boolean }) => void;
};

export const ORDER_SEARCH_DEBOUNCE_MS = 300;

/** Status, date range and search; every change goes back to page 1 (page 3 of another filter means nothing). */
export function OrdersFiltersBar({ filters, onChange }: OrdersFiltersBarProps) {
  const t = adminTh.orders;
  const [text, setText] = useState(filters.search);
  // The URL is the source of truth: Back/Forward or a shared link must show in the box.
  useEffect(() => setText(filters.search), [filters.search]);
  useEffect(() => {
    if (text.trim() === filters.search.trim()) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, search: text, page: 1 }, { replace: true }), ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  const change = (patch: Partial<OrderFilters>) => onChange({ ...filters, search: text, ...patch, page: 1 }, { replace: false });
  const filtered = filters.status !== null || filters.from !== null || filters.to !== null || filters.search !== '';

  return (
    <form
      role="search"
      aria-label={t.filters}
      className="grid grid-cols-2 items-end gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[minmax(0,1fr)_11rem_15rem_15rem_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        change({});
      }}
    >
      <div className="col-span-2 grid gap-2 lg:col-span-1">
        <Label htmlFor="order-search">{t.search}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />
          <Input id="order-search" type="search" className="ps-9" maxLength={100} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="order-status">{t.status}</Label>
        <NativeSelect
          id="order-status"
          value={filters.status ?? ''}
          onChange={(e) => change({ status: isOrderStatus(e.target.value) ? e.target.value : null })}
        >
          <option value="">{t.allStatuses}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ThaiDateField label={t.from} value={filters.from} years={filterYears()} onChange={(from) => change({ from })} />
      <ThaiDateField label={t.to} value={filters.to} years={filterYears()} onChange={(to) => change({ to })} />
      <Button
        type="button"
        variant="ghost"
        className="col-span-2 sm:col-span-1"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange(EMPTY_ORDER_FILTERS, { replace: false });
        }}
      >
        <X aria-hidden="true" />
        {t.clear}
      </Button>
    </form>
  );
}
