import { useEffect, useRef } from 'react';
import { useParams } from '@shared/platform/router';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../../config/messages.ts';
import { loadErrorMessage } from '@shared/messages/errors';
import { useCountArticleView } from '../api/count-article-view.ts';
import { useArticle } from '../api/get-article.ts';
import { ArticleNotFound } from './article-not-found.tsx';
import { ArticleView } from './article-view.tsx';

/** /blog/:slug: loads the article (a draft only for an admin), counts one view of a published one. */
export function ArticlePage() {
  const slug = useParams().slug ?? '';
  const article = useArticle(slug);
  const countView = useCountArticleView(slug);
  const counted = useRef<number | null>(null);
  const publishedId = article.data?.status === 'published' ? article.data.id : null;

  useEffect(() => {
    // Once per article shown (not on every refetch); an admin's draft preview is not a reading.
    if (publishedId === null || counted.current === publishedId) return;
    counted.current = publishedId;
    countView.mutate(publishedId);
  }, [publishedId, countView]);

  if (article.isPending) {
    return (
      <div role="status" aria-label={catalogText.blog.loading} className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10">
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState title={catalogText.blog.loadError} message={loadErrorMessage(article.error)} onRetry={() => void article.refetch()} />
      </div>
    );
  }
  if (article.data === null) return <ArticleNotFound />;
  return <ArticleView article={article.data} />;
}
