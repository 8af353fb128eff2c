import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { analyticsKeys } from '../../../lib/analytics-keys.ts';

const count = z.number().int().nonnegative();
const weekly = z
  .array(z.object({ week: z.string(), count }))
  .nullable()
  .transform((rows) => rows ?? []);
const baht = z.number().nonnegative();

/**
 * The answer of rpc admin_analytics(): 12 zero-filled weeks, the all-time top 5 courses, and paid
 * revenue (refunds excluded) per week and per course. Revenue weeks become { week, count } points
 * so the one line chart draws both kinds of series.
 */
export const adminAnalyticsSchema = z.object({
  signups_per_week: weekly,
  enrollments_per_week: weekly,
  popular_courses: z
    .array(z.object({ course_id: z.number(), title: z.string(), students: count }))
    .nullable()
    .transform((rows) => rows ?? []),
  revenue_per_week: z
    .array(z.object({ week: z.string(), revenue: baht }))
    .nullable()
    .transform((rows) => (rows ?? []).map((r) => ({ week: r.week, count: r.revenue }))),
  revenue_per_course: z
    .array(z.object({ course_id: z.number(), title: z.string(), revenue: baht }))
    .nullable()
    .transform((rows) => rows ?? []),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export type WeeklyPoint = AdminAnalytics['signups_per_week'][number];

export async function getAdminAnalytics(): Promise<AdminAnalytics> {
  const answer = await getSupabase().rpc('admin_analytics');
  return adminAnalyticsSchema.parse(unwrap(answer));
}

export const adminAnalyticsQuery = () => queryOptions({ queryKey: analyticsKeys.all, queryFn: getAdminAnalytics });

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQuery());
}
