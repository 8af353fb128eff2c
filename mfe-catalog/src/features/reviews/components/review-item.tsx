import { lazy, Suspense } from 'react';
import { Avatar } from '@shared/ui/avatar';
import { formatThaiDate } from '@shared/messages/format';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { catalogText } from '../../../config/messages.ts';
import type { CourseReview } from '../api/get-course-reviews.ts';
import { ReviewReply } from './review-reply.tsx';

/**
 * Only the author of a review sees its delete button: it (and the dialog it confirms with, ~11 KB gzip) loads
 * for them alone, not with every visitor's course page (decision 0062).
 */
const DeleteReviewButton = lazy(() => import('./delete-review-button.tsx').then((m) => ({ default: m.DeleteReviewButton })));

type Props = { review: CourseReview; mine: boolean; canReply: boolean };

/** One review: who, stars, date, comment; the learner's own can be deleted; the reply sits under it. */
export function ReviewItem({ review, mine, canReply }: Props) {
  return (
    <li className="flex gap-3 rounded-xl border p-4" data-testid="review">
      <Avatar name={review.reviewer_name} src={review.reviewer_avatar_url} />
      <div className="grid flex-1 gap-2">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{review.reviewer_name}</span>
            {mine ? <span className="text-xs text-primary">({catalogText.reviews.yours})</span> : null}
            <RatingStars value={review.rating} decorative />
            <span className="sr-only">{catalogText.card.rating(String(review.rating))}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            {formatThaiDate(review.created_at)}
            {review.updated_at !== review.created_at ? ` · ${catalogText.reviews.edited}` : ''}
          </p>
          <p className="whitespace-pre-line text-sm">{review.comment}</p>
        </div>
        {mine ? (
          <Suspense fallback={null}>
            <DeleteReviewButton courseId={review.course_id} reviewId={review.id} />
          </Suspense>
        ) : null}
        <ReviewReply review={review} canReply={canReply} />
      </div>
    </li>
  );
}
