import { useState } from 'react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { studioTh } from '../../../config/studio-messages.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { useRevisionQueue } from '../api/course-revisions.ts';
import { RevisionReview } from './revision-review.tsx';

const t = studioTh.review;

/** The admin's review queue: courses instructors submitted, oldest first; one opens with its diff. */
export function ReviewsTab() {
  const queue = useRevisionQueue();
  const [open, setOpen] = useState<number | null>(null);
  if (queue.isPending) return <Spinner label={studioTh.loading} />;
  if (queue.isError) return <ErrorState onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0) return <EmptyState title={t.empty} />;
  return (
    <ul className="grid gap-3">
      {queue.data.map((r) => (
        <li key={r.id} className="grid gap-3 rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-semibold">{r.title}</p>
              <p className="text-sm text-muted-foreground">
                {t.submittedBy(r.instructor_name ?? '—')} · {formatThaiDateTime(r.submitted_at)}
                {r.course_status === 'draft' ? ` · ${t.newCourse}` : ''}
              </p>
            </div>
            <Button variant="outline" size="sm" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
              {t.open(r.title)}
            </Button>
          </div>
          {open === r.id ? <RevisionReview id={r.id} onDone={() => setOpen(null)} /> : null}
        </li>
      ))}
    </ul>
  );
}
