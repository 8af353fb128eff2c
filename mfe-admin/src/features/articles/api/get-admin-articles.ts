import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { articleKeys } from './keys.ts';
import { oneOf } from '@shared/db/row-values';
import { ARTICLE_COLUMNS, PUBLISH_STATUSES, type AdminArticle } from './types.ts';

/** Drafts and published articles alike (RLS shows drafts to admins only), newest first. */
export async function getAdminArticles(): Promise<AdminArticle[]> {
  const rows = unwrap(await getSupabase().from('articles').select(ARTICLE_COLUMNS).order('created_at', { ascending: false }));
  return rows.map((row) => ({ ...row, status: oneOf(PUBLISH_STATUSES, row.status, 'articles.status') }));
}

export const adminArticlesQuery = () => queryOptions({ queryKey: articleKeys.list(), queryFn: getAdminArticles });

export function useAdminArticles() {
  return useQuery(adminArticlesQuery());
}
