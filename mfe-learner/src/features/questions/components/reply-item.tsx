import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { cn } from '@shared/ui/cn';
import { questionText } from '../../../config/question-messages.ts';
import { useAcceptReply } from '../api/accept-reply-mutation.ts';
import { useEditPost } from '../api/edit-post-mutation.ts';
import type { LessonReply } from '../lib/lesson-posts.ts';
import { PostActions } from './post-actions.tsx';
import { PostBody } from './post-body.tsx';
import { PostMeta } from './post-meta.tsx';
import { ReplyForm } from './post-form.tsx';

type Props = {
  lessonId: number;
  reply: LessonReply;
  userId: string | null;
  canAccept: boolean;
  canHide: boolean;
};

/** One reply: the accepted answer stands out; the instructor or an admin marks it. */
export function ReplyItem({ lessonId, reply, userId, canAccept, canHide }: Props) {
  const [editing, setEditing] = useState(false);
  const edit = useEditPost();
  const accept = useAcceptReply();
  // Pressed on the server's render of the lesson, it is answered once the page is live (decision 0079).
  const live = useLive();
  const mine = userId !== null && reply.user_id === userId;
  const subject = `${questionText.reply} ${reply.author_name ?? ''}`.trim();
  return (
    <li
      className={cn('grid gap-2 rounded-lg border p-3', reply.is_accepted && 'border-success bg-success/5')}
      data-testid="qa-reply"
      data-accepted={reply.is_accepted}
    >
      <PostMeta
        authorName={reply.author_name}
        authorAvatarUrl={reply.author_avatar_url}
        authorDeleted={reply.author_deleted}
        authorRole={reply.author_role}
        mine={mine}
        createdAt={reply.created_at}
        updatedAt={reply.updated_at}
      />
      {reply.is_accepted ? (
        <p className="flex items-center gap-1 text-sm font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {questionText.accepted}
        </p>
      ) : null}
      {editing ? (
        <ReplyForm
          label={questionText.edit}
          busy={edit.isPending}
          submitLabel={questionText.save}
          defaultValues={{ body: reply.body ?? '' }}
          onCancel={() => setEditing(false)}
          onSubmit={(values) => edit.mutate({ lessonId, kind: 'reply', id: reply.id, values }, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <PostBody status={reply.status} body={reply.body} />
      )}
      <div className="flex flex-wrap items-center gap-1">
        {canAccept && reply.status === 'visible' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={accept.isPending || !live}
            {...appControl(`qa-reply-${reply.id}-accept`, live)}
            onClick={() => accept.mutate({ lessonId, questionId: reply.question_id, replyId: reply.is_accepted ? null : reply.id })}
          >
            <CheckCircle2 aria-hidden="true" />
            {reply.is_accepted ? questionText.unaccept : questionText.accept}
          </Button>
        ) : null}
        {editing ? null : (
          <PostActions
            lessonId={lessonId}
            kind="reply"
            id={reply.id}
            status={reply.status}
            mine={mine}
            canHide={canHide}
            subject={subject}
            onEdit={() => setEditing(true)}
          />
        )}
      </div>
    </li>
  );
}
