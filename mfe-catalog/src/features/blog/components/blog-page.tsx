import { Newspaper } from 'lucide-react';
import { Link, useSearchParams } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../../config/messages.ts';
import { loadErrorMessage } from '@shared/messages/errors';
import { readBlogPage } from '../api/article-schemas.ts';
import { ARTICLES_PER_PAGE, useArticles } from '../api/get-articles.ts';
import { ArticleSummaryCard } from './article-summary-card.tsx';
import { BlogPager } from './blog-pager.tsx';

const t = catalogText.blog;

/** /blog: published articles, newest first, nine to a page (`?page=` in the URL). */
export function BlogPage() {
  const [params] = useSearchParams();
  const page = readBlogPage(params.get('page') ?? 1);
  const articles = useArticles(page);
  const pages = Math.max(1, Math.ceil((articles.data?.total ?? 0) / ARTICLES_PER_PAGE));

  return (
    <section aria-labelledby="blog-title" className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 id="blog-title" className="text-3xl font-bold">
          {t.title}
        </h1>
        <p className="text-muted-foreground">{t.lead}</p>
      </header>
      {articles.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-6 md:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : articles.isError ? (
        <ErrorState title={t.loadError} message={loadErrorMessage(articles.error)} onRetry={() => void articles.refetch()} />
      ) : articles.data.articles.length === 0 ? (
        <EmptyState icon={<Newspaper aria-hidden="true" className="size-8 text-muted-foreground" />} title={t.empty}>
          {articles.data.total > 0 ? (
            // A page past the last one (an old link): the articles are on the first page.
            <Button asChild variant="outline">
              <Link to="/blog">{t.allArticles}</Link>
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t.emptyHint}</p>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.data.articles.map((article, index) => (
              <li key={article.id}>
                <ArticleSummaryCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
          <BlogPager page={page} pages={pages} />
        </>
      )}
    </section>
  );
}
