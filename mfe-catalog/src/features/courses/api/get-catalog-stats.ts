import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from './keys.ts';

// catalog_stats answers `Json` (the generated types cannot say its shape): parsed here, where it crosses into the page.
const statsSchema = z.object({ courses: z.number().int().nonnegative(), learners: z.number().int().nonnegative() });
export type CatalogStats = z.infer<typeof statsSchema>;

/** The catalogue header's live figures: published courses and the people enrolled in them (catalog_stats). */
export async function getCatalogStats(): Promise<CatalogStats> {
  return statsSchema.parse(unwrap(await getSupabase().rpc('catalog_stats')));
}

export const catalogStatsQueryOptions = () => queryOptions({ queryKey: courseKeys.stats(), queryFn: getCatalogStats });

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions());
}
