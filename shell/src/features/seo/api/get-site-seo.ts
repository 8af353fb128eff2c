import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@shared/db';
import { getRestClient } from '@shared/db/rest';
import { siteSeoKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

/** One row of `site_seo`: the head for one path. */
export type SiteSeo = Pick<Tables<'site_seo'>, 'path' | 'title' | 'description'>;

/** The table holds one row per public page (a handful), so it is read whole, once. */
export async function getSiteSeo(): Promise<SiteSeo[]> {
  return unwrap(await getRestClient().from('site_seo').select('path, title, description'));
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
