import { questionText } from '../../../config/question-messages.ts';
import type { PostStatus } from '../lib/lesson-posts.ts';
import { PostMarkdown } from './post-markdown.tsx';

type Props = { status: PostStatus; body: string | null };

/**
 * A post's words, or why there are none: deleted by its author, or hidden by an admin (an admin
 * still gets the words from the database, shown with a note that others do not see them).
 * Posts are Markdown with code blocks, rendered like lesson bodies.
 */
export function PostBody({ status, body }: Props) {
  if (status === 'deleted' || body === null) {
    return (
      <p className="text-sm italic text-muted-foreground" data-testid="post-placeholder">
        {status === 'deleted' ? questionText.deletedPost : questionText.hiddenPost}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      {status === 'hidden' ? <p className="text-xs font-medium text-destructive">{questionText.hiddenForAdmin}</p> : null}
      <PostMarkdown source={body} />
    </div>
  );
}
