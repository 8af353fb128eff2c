import { queryOptions, useQuery } from '@tanstack/react-query';
// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { getRestClient } from '@shared/db/rest';
import { unwrap } from '@shared/db/answer';
import { ARTICLE_SUMMARY_COLUMNS, toArticleSummary, type ArticleSummary } from '@shared/db/articles';
import { articleKeys } from './keys.ts';

const limitSchema = z.int().check(z.minimum(1), z.maximum(12));

/** The newest published articles, as /blog lists them (the same columns and mapper, @shared/db/articles). */
export async function getLatestArticles(limit: number): Promise<ArticleSummary[]> {
  const safeLimit = limitSchema.parse(limit);
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
