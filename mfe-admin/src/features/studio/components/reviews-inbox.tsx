import { studioTh } from '../../../config/studio-messages.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { useReplyToReview, useReviewsInbox } from '../api/studio-inboxes.ts';
import { ReplyForm } from './reply-form.tsx';
import { SectionState } from './section-state.tsx';

const t = studioTh.reviews;

/** Reviews of the instructor's courses, unreplied first; one reply per review (review_replies). */
export function ReviewsInbox() {
  const reviews = useReviewsInbox();
  const reply = useReplyToReview();
  return (
    <section aria-labelledby="studio-reviews" className="grid gap-3">
      <h2 id="studio-reviews" className="text-xl font-semibold">
        {studioTh.sections.reviews}
      </h2>
      <SectionState query={reviews} empty={t.empty}>
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((r) => (
              <li key={r.id} className="grid gap-2 rounded-lg border p-4">
                <p className="text-sm text-muted-foreground">
                  {r.course_title} · {t.stars(r.rating)} · {r.author_name} {formatThaiDateTime(r.created_at)}
                </p>
                <p className="whitespace-pre-wrap text-sm">{r.comment}</p>
                {r.reply !== null ? (
                  <p className="rounded-md bg-muted p-3 text-sm">
                    <span className="font-semibold">{t.yourReply}: </span>
                    {r.reply}
                  </p>
                ) : (
                  <ReplyForm
                    id={`studio-review-${r.id}`}
                    label={t.reply}
                    submitLabel={t.send}
                    doneMessage={t.sent}
                    pending={reply.isPending}
                    onSend={(body, done, failed) => reply.mutate({ id: r.id, body }, { onSuccess: done, onError: failed })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
}
