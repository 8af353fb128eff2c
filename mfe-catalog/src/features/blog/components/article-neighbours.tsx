import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { catalogText } from '../../../config/messages.ts';
import type { ArticleNeighbour } from '../api/article-schemas.ts';

const t = catalogText.blog;

type Props = { previous: ArticleNeighbour | null; next: ArticleNeighbour | null };

/** The older and the newer published article, each a link with its direction said in words. */
export function ArticleNeighbours({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={t.neighboursLabel} className="grid gap-4 border-t pt-6 sm:grid-cols-2">
      {previous ? (
        <Link
          to={`/blog/${previous.slug}`}
          rel="prev"
          className="group grid gap-1 rounded-xl border p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.previousArticle}
          </span>
          <span className="font-medium group-hover:underline">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={`/blog/${next.slug}`}
          rel="next"
          className="group grid gap-1 rounded-xl border p-4 text-end hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="inline-flex items-center justify-end gap-1 text-sm text-muted-foreground">
            {t.nextArticle}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-medium group-hover:underline">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
