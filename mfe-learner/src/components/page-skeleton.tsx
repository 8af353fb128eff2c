import { Skeleton } from '@shared/ui/skeleton';
import { StatTilesSkeleton } from './stat-tile.tsx';
import { learnerTh } from '../config/messages.ts';

/** What a learner page shows while the session, profile or data is still loading. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8" role="status" aria-live="polite">
      <span className="sr-only">{learnerTh.loading}</span>
      <div className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-40" />
      </div>
      <StatTilesSkeleton />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
