import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { readBlogPage } from './article-schemas.ts';
import { ARTICLE_SUMMARY_COLUMNS, toArticleSummary, type ArticleSummary } from '@shared/db/articles';
import { blogKeys } from './keys.ts';

/** Articles per page of /blog: three rows of three cards. */
export const ARTICLES_PER_PAGE = 9;

export interface ArticlePage {
  articles: ArticleSummary[];
  /** How many published articles exist, for the pager. */
  total: number;
}

/** One page of published articles, newest first (published_articles already hides drafts). */
export async function getArticles(page: number): Promise<ArticlePage> {
  const safePage = readBlogPage(page);
  const from = (safePage - 1) * ARTICLES_PER_PAGE;
  const { data, error, count } = await getSupabase()
    .from('published_articles')
    .select(ARTICLE_SUMMARY_COLUMNS, { count: 'exact' })
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('id', { ascending: false })
    .range(from, from + ARTICLES_PER_PAGE - 1);
  if (error) throw error;
  return { articles: data.map(toArticleSummary), total: count ?? 0 };
}

export const articlesQueryOptions = (page: number) => queryOptions({ queryKey: blogKeys.page(page), queryFn: () => getArticles(page) });

export function useArticles(page: number) {
  return useQuery({ ...articlesQueryOptions(page), placeholderData: keepPreviousData });
}
