import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { articleKeys } from './keys.ts';

export async function deleteArticle(id: number): Promise<void> {
  unwrap(await getSupabase().from('articles').delete().eq('id', z.number().int().positive().parse(id)).select('id').single());
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: articleKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
