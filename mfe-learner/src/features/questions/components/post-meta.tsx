import { th } from '@shared/messages';
import { Avatar } from '@shared/ui/avatar';
import { Badge } from '@shared/ui/badge';
import { formatThaiDate } from '@shared/messages/format';
import { questionText } from '../../../config/question-messages.ts';
import type { AuthorRole } from '../lib/lesson-posts.ts';

type Props = {
  authorName: string | null;
  authorAvatarUrl: string | null;
  authorDeleted: boolean;
  authorRole: AuthorRole;
  mine: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Who wrote a post, in which role, and when. */
export function PostMeta({ authorName, authorAvatarUrl, authorDeleted, authorRole, mine, createdAt, updatedAt }: Props) {
  const name = authorDeleted ? th.legal.deletedLearner : (authorName ?? th.legal.deletedLearner);
  const role = questionText.roles[authorRole];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Avatar name={name} src={authorDeleted ? null : authorAvatarUrl} className="size-8" />
      <span className="text-sm font-medium">{name}</span>
      {mine ? <span className="text-xs text-primary">({questionText.you})</span> : null}
      {role ? <Badge variant={authorRole === 'admin' ? 'default' : 'secondary'}>{role}</Badge> : null}
      <span className="text-xs text-muted-foreground">
        {formatThaiDate(createdAt)}
        {updatedAt !== createdAt ? ` · ${questionText.edited}` : ''}
      </span>
    </div>
  );
}
