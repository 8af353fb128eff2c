import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { seoKeys, shellHeadKey } from './keys.ts';

/** Removes a path's row; the shell then falls back to its default head for that path. */
export async function deleteSeo(path: string): Promise<void> {
  unwrap(await getSupabase().from('site_seo').delete().eq('path', path).select('path').single());
}

export function useDeleteSeo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSeo,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: seoKeys.all });
      void client.invalidateQueries({ queryKey: shellHeadKey });
    },
  });
}
