import type { ReactNode } from 'react';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { studioTh } from '../../../config/studio-messages.ts';

type Query<T> = { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };

/** One way for every studio list to say loading, failed (with a retry) or empty before its rows. */
export function SectionState<T>({ query, empty, children }: { query: Query<T>; empty: string; children: (rows: T[]) => ReactNode }) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={studioTh.loading} className="grid gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={empty} />;
  return <>{children(query.data)}</>;
}
