import { Star } from 'lucide-react';
import { formatNumber } from '@shared/messages/format';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../../config/messages.ts';
import { useRatingCounts, type RatingCounts } from '../api/get-rating-counts.ts';

const t = catalogText.reviews;

/** The 5 → 1 bars of a course's ratings. Each row reads as one sentence; the bar itself is decoration. */
export function RatingBreakdown({ courseId }: { courseId: number }) {
  const counts = useRatingCounts(courseId);
  if (counts.isPending) return <Skeleton className="h-36 w-full" />;
  // The reviews below still show; a breakdown that failed to load is left out rather than blocking them.
  if (counts.isError) return null;
  return <RatingBars counts={counts.data} />;
}

export function RatingBars({ counts }: { counts: RatingCounts }) {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const average = total === 0 ? 0 : counts.reduce((sum, row) => sum + row.rating * row.count, 0) / total;
  return (
    <section
      aria-labelledby="rating-breakdown-title"
      className="grid gap-3 rounded-xl border p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center"
    >
      <h3 id="rating-breakdown-title" className="sr-only">
        {t.breakdownTitle}
      </h3>
      <p className="grid justify-items-center gap-1 text-center">
        {total === 0 ? (
          <span className="text-sm text-muted-foreground">{t.noRatings}</span>
        ) : (
          <>
            <span aria-hidden="true" className="text-4xl font-bold">
              {average.toFixed(1)}
            </span>
            <span className="text-sm text-muted-foreground">{t.average(average.toFixed(1), formatNumber(total))}</span>
          </>
        )}
      </p>
      <ul className="grid gap-1.5">
        {counts.map(({ rating, count }) => {
          const percent = total === 0 ? 0 : Math.round((count / total) * 100);
          return (
            <li
              key={rating}
              className="grid grid-cols-[3rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
              data-testid={`rating-row-${rating}`}
            >
              <span className="sr-only">{t.breakdownRow(rating, formatNumber(count), percent)}</span>
              <span aria-hidden="true" className="inline-flex items-center gap-1">
                {rating}
                <Star className="size-3.5 fill-amber-400 text-amber-400" />
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="text-end text-muted-foreground">
                {formatNumber(count)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
