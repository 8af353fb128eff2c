import { CalendarDays, Clock, Eye } from 'lucide-react';
import { formatNumber, formatThaiDate } from '@shared/messages/format';
import { catalogText } from '../../../config/messages.ts';

const t = catalogText.blog;

type Props = { publishedAt: string | null; views: number; minutes?: number };

/** Date (Thai), reading time and views of an article, as one quiet line. */
export function ArticleMeta({ publishedAt, views, minutes }: Props) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {publishedAt ? (
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={publishedAt}>{formatThaiDate(publishedAt)}</time>
        </span>
      ) : null}
      {minutes !== undefined ? (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {t.readingTime(minutes)}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1" data-testid="article-views">
        <Eye aria-hidden="true" className="size-4" />
        {t.views(formatNumber(views))}
      </span>
    </p>
  );
}
