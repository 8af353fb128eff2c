import { useState } from 'react';
import { EyeOff, Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { questionText } from '../../../config/question-messages.ts';
import { useDeletePost } from '../api/delete-post-mutation.ts';
import { useSetPostHidden } from '../api/hide-post-mutation.ts';
import type { PostKind, PostStatus } from '../lib/lesson-posts.ts';
import { DeletePostDialog } from './delete-post-dialog.tsx';

type Props = {
  lessonId: number;
  kind: PostKind;
  id: number;
  status: PostStatus;
  mine: boolean;
  canHide: boolean;
  /** Opens the edit form (the author's own, still visible post). */
  onEdit: () => void;
  /** Read by screen readers after each button's name, e.g. the question's title. */
  subject: string;
};

/** The author edits and deletes; an admin hides and unhides. Nothing for a deleted post. */
export function PostActions({ lessonId, kind, id, status, mine, canHide, onEdit, subject }: Props) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();
  const hide = useSetPostHidden();
  const live = useLive();
  // Keyed per post: a press on the server's render is answered by the same button once live (decision 0079).
  const control = (action: string) => ({ disabled: !live, ...appControl(`qa-${kind}-${id}-${action}`, live) });
  if (status === 'deleted') return null;
  const editable = mine && status === 'visible';
  if (!editable && !mine && !canHide) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {editable ? (
        <Button variant="ghost" size="sm" {...control('edit')} onClick={onEdit} aria-label={`${questionText.edit} ${subject}`}>
          <Pencil aria-hidden="true" />
          {questionText.edit}
        </Button>
      ) : null}
      {mine ? (
        <Button
          variant="ghost"
          size="sm"
          {...control('delete')}
          onClick={() => setConfirming(true)}
          aria-label={`${questionText.delete} ${subject}`}
        >
          <Trash2 aria-hidden="true" />
          {questionText.delete}
        </Button>
      ) : null}
      {canHide ? (
        <Button
          variant="ghost"
          size="sm"
          {...control('hide')}
          disabled={hide.isPending || !live}
          aria-label={`${status === 'hidden' ? questionText.unhide : questionText.hide} ${subject}`}
          onClick={() => hide.mutate({ lessonId, kind, id, hidden: status !== 'hidden' })}
        >
          {status === 'hidden' ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {status === 'hidden' ? questionText.unhide : questionText.hide}
        </Button>
      ) : null}
      <DeletePostDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ lessonId, kind, id }, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
