import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { optionalText, requiredText } from '../../../lib/zod-helpers.ts';
import { adminTh } from '../../../config/messages.ts';
import { seoKeys, shellHeadKey } from './keys.ts';

/** The same rule as the table's check: '/', then up to 200 characters without white space. */
export const seoFormSchema = z.object({
  path: z
    .string()
    .trim()
    .regex(/^\/\S{0,200}$/, adminTh.seo.pathInvalid),
  title: requiredText(200),
  description: optionalText(500),
});
export type SeoFormValues = z.infer<typeof seoFormSchema>;

/** One row per path: insert or overwrite (upsert on the primary key). */
export async function saveSeo(values: SeoFormValues): Promise<void> {
  const row = seoFormSchema.parse(values);
  unwrap(await getSupabase().from('site_seo').upsert(row, { onConflict: 'path' }).select('path').single());
}

export function useSaveSeo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSeo,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: seoKeys.all });
      void client.invalidateQueries({ queryKey: shellHeadKey });
    },
  });
}
