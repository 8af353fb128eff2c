import { lazy, Suspense, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { useAuth } from '@shared/platform/auth/react';
import { cn } from '@shared/ui/cn';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../../config/messages.ts';
import { useCanReply } from '../api/get-can-reply.ts';
import { useCourseReviews } from '../api/get-course-reviews.ts';
import type { ReviewSort } from '../api/keys.ts';
import { RatingBreakdown } from './rating-breakdown.tsx';
import { ReviewItem } from './review-item.tsx';
import { ReviewSortSelect } from './review-sort-select.tsx';

/** Only an enrolled learner writes a review: the form (with react-hook-form) loads for them alone (decision 0062). */
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

/** The reviews tab: the breakdown, everyone's reviews in the chosen order with replies; an enrolled learner writes, edits or deletes their own. */
export function CourseReviews({ courseId, enrolled }: { courseId: number; enrolled: boolean }) {
  const auth = useAuth();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useCourseReviews(courseId, sort);
  const canReply = useCanReply(courseId);
  if (reviews.isPending)
    return (
      <div role="status" className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (reviews.isError) return <ErrorState onRetry={() => void reviews.refetch()} />;
  const userId = auth.session?.user.id ?? null;
  // A deleted member's review has no user_id: it is nobody's, never a signed-out visitor's.
  const mine = userId === null ? null : (reviews.data.find((r) => r.user_id === userId) ?? null);
  return (
    <div className="grid gap-6">
      <RatingBreakdown courseId={courseId} />
      {enrolled ? (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <ReviewForm key={mine?.id ?? 'new'} courseId={courseId} existing={mine} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">{catalogText.reviews.enrollToReview}</p>
      )}
      {reviews.data.length === 0 ? (
        <EmptyState
          icon={<MessageSquare aria-hidden="true" className="size-8 text-muted-foreground" />}
          title={catalogText.reviews.empty}
        />
      ) : (
        <>
          <ReviewSortSelect value={sort} onChange={setSort} />
          <ul
            aria-busy={reviews.isPlaceholderData}
            className={cn('grid gap-4 transition-opacity', reviews.isPlaceholderData && 'opacity-60')}
          >
            {reviews.data.map((review) => (
              <ReviewItem key={review.id} review={review} mine={review.id === mine?.id} canReply={canReply} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
