import { queryOptions, useQuery } from '@tanstack/react-query';
// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { getRestClient } from '@shared/db/rest';
import { articleKeys } from './keys.ts';

const limitSchema = z.int().check(z.minimum(1), z.maximum(12));

/** One row of the `published_articles` view (docs/data-model.md). */
const articleSchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  cover_url: z.nullable(z.string()),
  author_name: z.nullable(z.string()),
  views: z.number(),
  published_at: z.nullable(z.string()),
  slug: z.string(),
});

export type PublishedArticle = z.infer<typeof articleSchema>;

export async function getLatestArticles(limit: number): Promise<PublishedArticle[]> {
  const safeLimit = limitSchema.parse(limit);
  const { data, error } = await getRestClient()
    .from('published_articles')
    .select('id, title, excerpt, cover_url, author_name, views, published_at, slug')
    .order('published_at', { ascending: false, nullsFirst: false })
    .limit(safeLimit);
  if (error) throw error;
  return z.array(articleSchema).parse(data);
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
