import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { getAuthState } from '@shared/platform/auth';
import { unwrap } from '@shared/db/answer';
import { adminTh } from '../../../config/messages.ts';
import { emptyToNull, optionalText, optionalUrl, requiredText } from '../../../lib/zod-helpers.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../lib/article-slug.ts';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { articleKeys } from './keys.ts';
import type { AdminArticle } from './types.ts';

/** '' leaves the choice to the database (article-<id> on insert, the current slug on update). */
const slugField = z
  .string()
  .trim()
  .max(SLUG_MAX, adminTh.validation.tooLong(SLUG_MAX))
  .refine((v) => v === '' || SLUG_PATTERN.test(v), adminTh.articles.slugInvalid);

export const articleFormSchema = z.object({
  title: requiredText(200),
  slug: slugField,
  excerpt: optionalText(1000),
  body: optionalText(100000),
  cover_url: optionalUrl,
});
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

export const toArticleForm = (a: AdminArticle | null): ArticleFormValues => ({
  title: a?.title ?? '',
  slug: a?.slug ?? '',
  excerpt: a?.excerpt ?? '',
  body: a?.body ?? '',
  cover_url: a?.cover_url ?? '',
});

/**
 * A new article starts as a draft written by the signed-in admin; editing keeps its author and
 * status. A slug another article holds fails with 23505 (the unique key): the form says so.
 */
export async function saveArticle({ id, values }: { id?: number; values: ArticleFormValues }): Promise<void> {
  const v = articleFormSchema.parse(values);
  const slug = emptyToNull(v.slug);
  // No slug (''): the database makes one from the title (a new article) or keeps the old one (an edit).
  const row = { title: v.title, slug: slug ?? '', excerpt: v.excerpt, body: v.body, cover_url: emptyToNull(v.cover_url) };
  const table = getSupabase().from('articles');
  const authorId = getAuthState().session?.user.id ?? null;
  const query = id === undefined ? table.insert({ ...row, author_id: authorId }) : table.update(row).eq('id', id);
  unwrap(await query.select('id').single());
}

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: articleKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
