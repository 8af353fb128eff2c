import { MessageSquare } from 'lucide-react';
import { useAuth } from 'shared/auth/react';
import { Avatar } from 'shared/ui/avatar';
import { EmptyState } from 'shared/ui/empty-state';
import { ErrorState } from 'shared/ui/error-state';
import { Skeleton } from 'shared/ui/skeleton';
import { formatThaiDate } from 'shared/format';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { catalogText } from '../../../config/messages.ts';
import { useCourseReviews } from '../api/get-course-reviews.ts';
import { ReviewForm } from './review-form.tsx';

/** The reviews tab: everyone's reviews; an enrolled learner writes or edits their own. */
export function CourseReviews({ courseId, enrolled }: { courseId: number; enrolled: boolean }) {
  const auth = useAuth();
  const reviews = useCourseReviews(courseId);
  if (reviews.isPending) return <div role="status" className="grid gap-3"><Skeleton className="h-20" /><Skeleton className="h-20" /></div>;
  if (reviews.isError) return <ErrorState onRetry={() => void reviews.refetch()} />;
  const userId = auth.session?.user.id ?? null;
  // A deleted member's review has no user_id: it is nobody's, never a signed-out visitor's.
  const mine = userId === null ? null : (reviews.data.find((r) => r.user_id === userId) ?? null);
  return (
    <div className="grid gap-6">
      {enrolled ? (
        <ReviewForm key={mine?.id ?? 'new'} courseId={courseId} existing={mine} />
      ) : (
        <p className="text-sm text-muted-foreground">{catalogText.reviews.enrollToReview}</p>
      )}
      {reviews.data.length === 0 ? (
        <EmptyState icon={<MessageSquare aria-hidden="true" className="size-8 text-muted-foreground" />} title={catalogText.reviews.empty} />
      ) : (
        <ul className="grid gap-4">
          {reviews.data.map((review) => (
            <li key={review.id} className="flex gap-3 rounded-xl border p-4" data-testid="review">
              <Avatar name={review.reviewer_name} src={review.reviewer_avatar_url} />
              <div className="grid flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{review.reviewer_name}</span>
                  {review.id === mine?.id ? <span className="text-xs text-primary">({catalogText.reviews.yours})</span> : null}
                  <RatingStars value={review.rating} />
                  <span className="sr-only">{catalogText.card.rating(String(review.rating))}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {formatThaiDate(review.created_at)}
                  {review.updated_at !== review.created_at ? ` · ${catalogText.reviews.edited}` : ''}
                </p>
                <p className="whitespace-pre-line text-sm">{review.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
