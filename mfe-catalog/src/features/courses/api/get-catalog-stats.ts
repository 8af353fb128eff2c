import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { courseKeys } from './keys.ts';

const statsSchema = z.object({ courses: z.coerce.number().int().nonnegative(), learners: z.coerce.number().int().nonnegative() });
export type CatalogStats = z.infer<typeof statsSchema>;

/** The catalogue header's live figures: published courses and the people enrolled in them (catalog_stats). */
export async function getCatalogStats(): Promise<CatalogStats> {
  const result = await getSupabase().rpc('catalog_stats');
  if (result.error) throw result.error;
  const answer: unknown = result.data;
  return statsSchema.parse(answer);
}

export const catalogStatsQueryOptions = () => queryOptions({ queryKey: courseKeys.stats(), queryFn: getCatalogStats });

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions());
}
