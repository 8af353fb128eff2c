import { Avatar } from '@shared/ui/avatar';
import { Badge } from '@shared/ui/badge';
import { usePageHead } from '@shared/platform/seo/page-head';
import { catalogText } from '../../../config/messages.ts';
import type { Article } from '../api/article-schemas.ts';
import { pageUrl } from '../lib/page-url.ts';
import { readingMinutes } from '../lib/reading-time.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleCover } from './article-cover.tsx';
import { ArticleMeta } from './article-meta.tsx';
import { ArticleNeighbours } from './article-neighbours.tsx';
import { ShareLinks } from './share-links.tsx';

const t = catalogText.blog;

/** The article itself: header (title, author, date, reading time, views), cover, body, sharing, neighbours. */
export function ArticleView({ article }: { article: Article }) {
  usePageHead({ title: `${article.title} | ${t.siteName}`, description: article.excerpt || article.title });
  const draft = article.status === 'draft';
  return (
    <article aria-labelledby="article-title" className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10">
      {draft ? (
        <p role="note" className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
          <Badge variant="secondary" className="me-2">
            {catalogText.blog.title}
          </Badge>
          {t.draftNotice}
        </p>
      ) : null}
      <header className="grid gap-4">
        <h1 id="article-title" className="text-3xl font-bold leading-tight sm:text-4xl">
          {article.title}
        </h1>
        {article.excerpt ? <p className="text-lg text-muted-foreground">{article.excerpt}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          {article.author_name ? (
            <span className="inline-flex items-center gap-2 text-sm font-medium">
              <Avatar name={article.author_name} src={article.author_avatar_url} className="size-8" />
              {t.by(article.author_name)}
            </span>
          ) : null}
          <ArticleMeta publishedAt={article.published_at} views={article.views} minutes={readingMinutes(article.body)} />
        </div>
      </header>
      <ArticleCover src={article.cover_url} priority className="rounded-xl" />
      <ArticleBody source={article.body} />
      {draft ? null : <ShareLinks pageUrl={pageUrl(`/blog/${article.slug}`)} title={article.title} />}
      <ArticleNeighbours previous={article.previous} next={article.next} />
    </article>
  );
}
