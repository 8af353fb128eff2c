import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { articleKeys } from './keys.ts';

const input = z.object({ id: z.number().int().positive(), status: z.enum(['draft', 'published']) });

/** Publish (it appears in the landing page's #blog through published_articles) or return to draft. */
export async function setArticleStatus(args: z.infer<typeof input>): Promise<void> {
  const { id, status } = input.parse(args);
  unwrap(await getSupabase().from('articles').update({ status }).eq('id', id).select('id').single());
}

export function useSetArticleStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setArticleStatus,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: articleKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
