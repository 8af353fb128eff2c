import { CalendarDays, Eye } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { formatNumber, formatThaiDate } from '@shared/messages/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@shared/ui/card';
import type { ArticleSummary } from '@shared/db/articles';
import { landingText } from '../landing-messages.ts';

const t = landingText.blog;

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Card data-testid="article-card" className="flex h-full flex-col overflow-hidden">
      <div className="aspect-video bg-gradient-to-br from-primary/20 to-cyan-500/20">
        {article.cover_url ? (
          // Below the fold: lazy, with fixed dimensions so nothing shifts when it arrives.
          <img src={article.cover_url} alt="" width={800} height={450} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : null}
      </div>
      <CardHeader>
        <CardTitle className="text-lg">
          {/* A real link: it works in the visitor's landing (a document load) and before hydration. */}
          <Link
            to={`/blog/${article.slug}`}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {article.title}
          </Link>
        </CardTitle>
        {article.author_name ? <p className="text-sm text-muted-foreground">{t.by(article.author_name)}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-4">
        <CardDescription>{article.excerpt}</CardDescription>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {article.published_at ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={article.published_at}>{formatThaiDate(article.published_at)}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {t.views(formatNumber(article.views))}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
