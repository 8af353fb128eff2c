import { Link } from '@shared/platform/router';
import { Card, CardContent, CardHeader } from '@shared/ui/card';
import { catalogText } from '../../../config/messages.ts';
import type { ArticleSummary } from '@shared/db/articles';
import { ArticleCover } from './article-cover.tsx';
import { ArticleMeta } from './article-meta.tsx';

const t = catalogText.blog;

/** One article in the /blog list: its title is the link to /blog/{slug}. */
export function ArticleSummaryCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  const titleId = `article-${article.id}-title`;
  return (
    <Card role="article" aria-labelledby={titleId} data-testid="blog-article" className="flex h-full flex-col overflow-hidden">
      <ArticleCover src={article.cover_url} priority={priority} />
      <CardHeader>
        <h2 id={titleId} className="text-lg font-semibold leading-snug">
          <Link
            to={`/blog/${article.slug}`}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {article.title}
          </Link>
        </h2>
        {article.author_name ? <p className="text-sm text-muted-foreground">{t.by(article.author_name)}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-4">
        <p className="text-sm text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta publishedAt={article.published_at} views={article.views} />
      </CardContent>
    </Card>
  );
}
