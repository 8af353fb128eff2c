import { Skeleton } from '@shared/ui/skeleton';
import { th } from '@shared/messages';

export function CourseDetailSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{th.common.loading}</span>
      <div className="grid content-start gap-4">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
