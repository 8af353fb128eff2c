import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { statsKeys } from '../../../lib/stats-keys.ts';

/** The answer of rpc admin_stats() (docs/data-model.md): `Json`, so parsed; its counts are JSON numbers inside jsonb. */
const count = z.number().int().nonnegative();
export const adminStatsSchema = z.object({
  members: count,
  active_members: count,
  courses: count,
  published_courses: count,
  enrollments: count,
  articles: count,
  published_articles: count,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export async function getAdminStats(): Promise<AdminStats> {
  const answer = await getSupabase().rpc('admin_stats');
  return adminStatsSchema.parse(unwrap(answer));
}

export const adminStatsQuery = () => queryOptions({ queryKey: statsKeys.all, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
