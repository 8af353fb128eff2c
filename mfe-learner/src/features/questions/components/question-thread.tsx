import { useState } from 'react';
import { questionText } from '../../../config/question-messages.ts';
import type { QaPermissions } from '../api/get-qa-permissions.ts';
import { useEditPost } from '../api/edit-post-mutation.ts';
import { useReplyToQuestion } from '../api/reply-mutation.ts';
import type { LessonQuestion, LessonReply } from '../lib/lesson-posts.ts';
import { PostActions } from './post-actions.tsx';
import { PostBody } from './post-body.tsx';
import { PostMeta } from './post-meta.tsx';
import { QuestionForm, ReplyForm } from './post-form.tsx';
import { ReplyItem } from './reply-item.tsx';

type Props = {
  question: LessonQuestion;
  replies: LessonReply[];
  userId: string | null;
  permissions: QaPermissions;
};

/** A question with its replies (the accepted answer first) and a reply box for members. */
export function QuestionThread({ question, replies, userId, permissions }: Props) {
  const [editing, setEditing] = useState(false);
  const edit = useEditPost();
  const reply = useReplyToQuestion();
  const lessonId = question.lesson_id;
  const mine = userId !== null && question.user_id === userId;
  const headingId = `question-${question.id}-title`;
  const title = question.title ?? (question.status === 'deleted' ? questionText.deletedPost : questionText.hiddenPost);
  const ordered = [...replies].sort((a, b) => Number(b.is_accepted) - Number(a.is_accepted));
  return (
    <article
      id={`question-${question.id}`}
      aria-labelledby={headingId}
      className="grid scroll-mt-20 gap-3 rounded-xl border p-4"
      data-testid="qa-question"
    >
      <PostMeta
        authorName={question.author_name}
        authorAvatarUrl={question.author_avatar_url}
        authorDeleted={question.author_deleted}
        authorRole={question.author_role}
        mine={mine}
        createdAt={question.created_at}
        updatedAt={question.updated_at}
      />
      {editing ? (
        <QuestionForm
          label={questionText.edit}
          busy={edit.isPending}
          submitLabel={questionText.save}
          defaultValues={{ title: question.title ?? '', body: question.body ?? '' }}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            edit.mutate({ lessonId, kind: 'question', id: question.id, values }, { onSuccess: () => setEditing(false) })
          }
        />
      ) : (
        <>
          <h4 id={headingId} className={question.title ? 'font-semibold' : 'font-semibold italic text-muted-foreground'}>
            {title}
          </h4>
          {question.title ? <PostBody status={question.status} body={question.body} /> : null}
          <PostActions
            lessonId={lessonId}
            kind="question"
            id={question.id}
            status={question.status}
            mine={mine}
            canHide={permissions.can_hide}
            subject={title}
            onEdit={() => setEditing(true)}
          />
        </>
      )}
      <p className="text-xs text-muted-foreground">{questionText.replies(replies.length)}</p>
      {ordered.length > 0 ? (
        <ul className="grid gap-2 border-l-2 pl-3" aria-label={questionText.replies(replies.length)}>
          {ordered.map((r) => (
            <ReplyItem
              key={r.id}
              lessonId={lessonId}
              reply={r}
              userId={userId}
              canAccept={permissions.can_accept}
              canHide={permissions.can_hide}
            />
          ))}
        </ul>
      ) : null}
      {permissions.can_post && question.status !== 'deleted' ? (
        <ReplyForm
          formId={`qa-reply-${question.id}`}
          label={`${questionText.reply} ${title}`}
          busy={reply.isPending}
          submitLabel={questionText.reply}
          onSubmit={(values, clear) =>
            reply.mutate({ lessonId, questionId: question.id, courseId: question.course_id, values }, { onSuccess: clear })
          }
        />
      ) : null}
    </article>
  );
}
