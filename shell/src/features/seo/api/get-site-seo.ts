import { queryOptions, useQuery } from '@tanstack/react-query';
// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { getRestClient } from '@shared/db/rest';
import { siteSeoKeys } from './keys.ts';

/** One row of `site_seo` (docs/data-model.md): the head for one path. */
const siteSeoSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
});

export type SiteSeo = z.infer<typeof siteSeoSchema>;

/** The table holds one row per public page (a handful), so it is read whole, once. */
export async function getSiteSeo(): Promise<SiteSeo[]> {
  const { data, error } = await getRestClient().from('site_seo').select('path, title, description');
  if (error) throw error;
  return z.array(siteSeoSchema).parse(data);
}

export const siteSeoQueryOptions = () =>
  queryOptions({
    queryKey: siteSeoKeys.list(),
    queryFn: getSiteSeo,
    staleTime: 10 * 60 * 1000,
    // The head falls back to defaults; a failed read is not worth three retries.
    retry: 1,
  });

export function useSiteSeo() {
  return useQuery(siteSeoQueryOptions());
}
