import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { seoKeys } from './keys.ts';
import type { SeoRow } from './types.ts';

export async function getSeoRows(): Promise<SeoRow[]> {
  return unwrap(await getSupabase().from('site_seo').select('path,title,description,updated_at').order('path'));
}

export const seoQuery = () => queryOptions({ queryKey: seoKeys.list(), queryFn: getSeoRows });

export function useSeoRows() {
  return useQuery(seoQuery());
}
