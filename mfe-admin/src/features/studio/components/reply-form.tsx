import { useState, type SyntheticEvent } from 'react';
import { Button } from '@shared/ui/button';
import { Label } from '@shared/ui/label';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { studioTh } from '../../../config/studio-messages.ts';
import { studioErrorMessage } from '../../../lib/studio-error.ts';

type Props = {
  id: string;
  label: string;
  submitLabel: string;
  doneMessage: string;
  pending: boolean;
  onSend: (body: string, done: () => void, failed: (error: unknown) => void) => void;
};

/** A reply box shared by the Q&A and review inboxes: refuses an empty reply in Thai, clears after sending. */
export function ReplyForm({ id, label, submitLabel, doneMessage, pending, onSend }: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError(studioTh.questions.empty_reply);
      return;
    }
    onSend(
      body,
      () => {
        setBody('');
        toast.success(doneMessage);
      },
      (e) => setError(studioErrorMessage(e)),
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={10000}
        value={body}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
