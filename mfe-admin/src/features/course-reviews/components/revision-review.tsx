import { useState } from 'react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Spinner } from '@shared/ui/spinner';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { studioTh } from '../../../config/studio-messages.ts';
import { studioErrorMessage } from '../../../lib/studio-error.ts';
import { useApproveRevision, useReturnRevision, useRevision } from '../api/course-revisions.ts';
import { diffCourseDocument } from '../lib/document-diff.ts';

const t = studioTh.review;

/** One submitted revision: what it changes against the live course, and the admin's decision. */
export function RevisionReview({ id, onDone }: { id: number; onDone: () => void }) {
  const revision = useRevision(id);
  const approve = useApproveRevision();
  const giveBack = useReturnRevision();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  if (revision.isPending) return <Spinner label={studioTh.loading} />;
  if (revision.isError) return <ErrorState onRetry={() => void revision.refetch()} />;
  const base = revision.data.never_published ? { ...revision.data.live, modules: [] } : revision.data.live;
  const changes = diffCourseDocument(base, revision.data.document);
  const fail = (e: unknown) => setError(studioErrorMessage(e));
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">{t.changes}</h3>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noChanges}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="revision-diff">
          {changes.map((c, i) => (
            <li key={`${c.what}-${i}`} className="rounded-md border p-2">
              <span className="font-semibold">{t[c.kind]}</span> {c.what}
              {c.kind === 'changed' ? (
                <div className="mt-1 grid gap-1 md:grid-cols-2">
                  <del className="whitespace-pre-wrap break-words bg-destructive/10 p-1">{c.before}</del>
                  <ins className="whitespace-pre-wrap break-words bg-success/10 p-1 no-underline">{c.after}</ins>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FormField id={`review-note-${id}`} label={t.returnNote} error={error}>
        <Textarea
          rows={3}
          maxLength={2000}
          value={note}
          {...fieldA11y(`review-note-${id}`, error)}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={approve.isPending}
          onClick={() =>
            approve.mutate(id, {
              onSuccess: () => {
                toast.success(t.approved);
                onDone();
              },
              onError: fail,
            })
          }
        >
          {t.approve}
        </Button>
        <Button
          variant="outline"
          disabled={giveBack.isPending}
          onClick={() => {
            if (note.trim() === '') {
              setError(studioTh.serverErrors.review_note_invalid);
              return;
            }
            giveBack.mutate(
              { id, note },
              {
                onSuccess: () => {
                  toast.success(t.returned);
                  onDone();
                },
                onError: fail,
              },
            );
          }}
        >
          {t.return}
        </Button>
      </div>
    </div>
  );
}
