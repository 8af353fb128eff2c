import { ArrowRight, Newspaper } from 'lucide-react';
import { APP_IN_VIEW } from '@shared/delivery-contract';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { Card } from '@shared/ui/card';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { thaiErrorMessage } from '@shared/messages/errors';
import { th } from '@shared/messages';
import { useInView } from '../../../lib/use-in-view.ts';
import { useLatestArticles } from '../api/get-latest-articles.ts';
import { landingText } from '../landing-messages.ts';
import { ArticleCard } from './article-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const t = landingText.blog;
const LATEST_COUNT = 3;

/** #blog: the newest published articles, fetched only when the section comes near the screen. */
export function BlogSection() {
  const [ref, inView] = useInView<HTMLElement>();
  const articles = useLatestArticles(LATEST_COUNT, { enabled: inView });

  return (
    <section
      ref={ref}
      {...{ [APP_IN_VIEW]: '' }}
      id="blog"
      aria-labelledby="blog-title"
      className="scroll-mt-20 outline-none border-y bg-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="blog-title" title={t.title} lead={t.lead} />
        {articles.isError ? (
          <ErrorState title={t.loadError} message={thaiErrorMessage(articles.error)} onRetry={() => void articles.refetch()} />
        ) : articles.data === undefined ? (
          <BlogSkeleton />
        ) : articles.data.length === 0 ? (
          <EmptyState icon={<Newspaper aria-hidden="true" className="size-8 text-muted-foreground" />} title={t.empty}>
            <p className="text-sm text-muted-foreground">{t.emptyHint}</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {articles.data.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
        {/* Outside the data: in the pre-rendered HTML, so /blog is reachable before (and without) scripts. */}
        <p className="mt-8 text-center">
          <Button asChild variant="outline">
            <Link to="/blog">
              {t.allArticles}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </p>
      </div>
    </section>
  );
}

function BlogSkeleton() {
  return (
    <div role="status" aria-label={th.common.loading} className="grid gap-6 md:grid-cols-3">
      {Array.from({ length: LATEST_COUNT }, (_, index) => (
        <Card key={index} className="overflow-hidden">
          <Skeleton className="aspect-video rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}
