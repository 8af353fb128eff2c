import { catalogText } from '../../../config/messages.ts';
import type { ReviewSort } from '../api/keys.ts';

const SORTS: ReviewSort[] = ['newest', 'highest', 'lowest'];
const isSort = (value: string): value is ReviewSort => SORTS.some((sort) => sort === value);

/** A native select: labelled, keyboard-usable everywhere, and it needs no portal. */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span>{catalogText.reviews.sortLabel}</span>
      <select
        value={value}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {catalogText.reviews.sort[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
