import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { getVisitorKey } from '@shared/platform/visitor-key';
import type { Article } from './article-schemas.ts';
import { blogKeys } from './keys.ts';

/**
 * Counts one reading of a published article (`increment_article_views`; the database counts
 * one view per visitor per day, a signed-out visitor known by this browser's key, decision 0030)
 * and returns the count to show, or null when nothing was counted.
 */
export async function countArticleView(articleId: number): Promise<number | null> {
  const { data, error } = await getSupabase().rpc('increment_article_views', { p_article_id: articleId, p_visitor_key: getVisitorKey() });
  if (error) throw error;
  // It answers null when nothing was counted: the generated types cannot say so of a function returning integer.
  const views: number | null = data;
  return views;
}

export function useCountArticleView(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: countArticleView,
    onSuccess: (views) => {
      if (views === null) return;
      client.setQueryData<Article | null>(blogKeys.article(slug), (article) => (article ? { ...article, views } : article));
    },
    // A view that could not be counted costs the reader nothing: no toast, no retry.
  });
}
