import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { articleSchema, articleSlugSchema, type Article } from './article-schemas.ts';
import { blogKeys } from './keys.ts';

/**
 * One article by its slug through `get_article`: published for everyone, a draft for an admin
 * (the preview). null when there is none the caller may see: the page says "not found".
 */
export async function getArticle(slug: string): Promise<Article | null> {
  const safe = articleSlugSchema.safeParse(slug);
  if (!safe.success) return null;
  const result = await getSupabase().rpc('get_article', { p_slug: safe.data });
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return row === null ? null : articleSchema.parse(row);
}

export const articleQueryOptions = (slug: string) => queryOptions({ queryKey: blogKeys.article(slug), queryFn: () => getArticle(slug) });

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
