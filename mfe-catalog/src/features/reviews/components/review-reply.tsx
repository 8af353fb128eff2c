import { lazy, Suspense, useState } from 'react';
import { MessageSquareReply } from 'lucide-react';
import { formatThaiDate } from '@shared/messages/format';
import { Button } from '@shared/ui/button';
import { catalogText } from '../../../config/messages.ts';
import { useDeleteReply } from '../api/delete-reply-mutation.ts';
import type { CourseReview } from '../api/get-course-reviews.ts';

const t = catalogText.reviews;

/**
 * The reply under a review, signed by the instructor or the school; for the course's
 * instructor and admins, the buttons to write, edit or delete it.
 */
/** Only the instructor or an admin replies: the form (with react-hook-form) loads when they open it (decision 0062). */
const ReplyForm = lazy(() => import('./reply-form.tsx').then((m) => ({ default: m.ReplyForm })));

export function ReviewReply({ review, canReply }: { review: CourseReview; canReply: boolean }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteReply();
  const reply = review.reply_id !== null && review.reply_body !== null ? { id: review.reply_id, body: review.reply_body } : null;

  if (editing) {
    return (
      <Suspense fallback={null}>
        <ReplyForm
          courseId={review.course_id}
          reviewId={review.id}
          reviewerName={review.reviewer_name}
          existing={reply}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  return (
    <>
      {reply ? (
        <div className="grid gap-1 rounded-lg border-s-4 border-primary/50 bg-muted/50 p-3" data-testid="review-reply">
          <p className="inline-flex items-center gap-1 text-sm font-medium">
            <MessageSquareReply aria-hidden="true" className="size-4 text-primary" />
            {review.reply_by_instructor && review.reply_author_name ? t.replyFromInstructor(review.reply_author_name) : t.replyFromSchool}
          </p>
          {review.reply_created_at ? <p className="text-xs text-muted-foreground">{formatThaiDate(review.reply_created_at)}</p> : null}
          <p className="whitespace-pre-line text-sm">{reply.body}</p>
        </div>
      ) : null}
      {canReply ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`${reply ? t.replyEdit : t.reply}: ${review.reviewer_name}`}
          >
            {reply ? t.replyEdit : t.reply}
          </Button>
          {reply ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              disabled={remove.isPending}
              aria-label={`${t.replyDelete}: ${review.reviewer_name}`}
              onClick={() => remove.mutate({ courseId: review.course_id, replyId: reply.id })}
            >
              {t.replyDelete}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
