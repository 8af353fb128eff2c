import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRestClient } from '@shared/db/rest';
import { unwrap } from '@shared/db/answer';
import { ARTICLE_SUMMARY_COLUMNS, toArticleSummary, type ArticleSummary } from '@shared/db/articles';
import { articleKeys } from './keys.ts';

/** The landing shows 1 to 12 articles; any other count is a caller's mistake, refused before a query. */
function checkLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 12) throw new RangeError(`Not an article count: ${limit}`);
  return limit;
}

/** The newest published articles, as /blog lists them (the same columns and mapper, @shared/db/articles). */
export async function getLatestArticles(limit: number): Promise<ArticleSummary[]> {
  const safeLimit = checkLimit(limit);
  const rows = unwrap(
    await getRestClient()
      .from('published_articles')
      .select(ARTICLE_SUMMARY_COLUMNS)
      .order('published_at', { ascending: false, nullsFirst: false })
      .limit(safeLimit),
  );
  return rows.map(toArticleSummary);
}

export const latestArticlesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: articleKeys.latest(limit),
    queryFn: () => getLatestArticles(limit),
    staleTime: 5 * 60 * 1000,
  });

export function useLatestArticles(limit: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...latestArticlesQueryOptions(limit), enabled });
}
