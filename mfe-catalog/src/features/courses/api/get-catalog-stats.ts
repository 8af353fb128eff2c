import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { readCount, readRecord } from '@shared/db/json-answer';
import { courseKeys } from './keys.ts';

export interface CatalogStats {
  courses: number;
  learners: number;
}

/** catalog_stats answers `Json` (the generated types cannot say its shape): read here, where it crosses into the page. */
export function readCatalogStats(answer: unknown): CatalogStats {
  const stats = readRecord(answer, 'catalog_stats');
  return { courses: readCount(stats, 'courses', 'catalog_stats'), learners: readCount(stats, 'learners', 'catalog_stats') };
}

/** The catalogue header's live figures: published courses and the people enrolled in them (catalog_stats). */
export async function getCatalogStats(): Promise<CatalogStats> {
  return readCatalogStats(unwrap(await getSupabase().rpc('catalog_stats')));
}

export const catalogStatsQueryOptions = () => queryOptions({ queryKey: courseKeys.stats(), queryFn: getCatalogStats });

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions());
}
