import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { studioKeys } from './keys.ts';

// studio_my_courses and studio_income_by_month answer `Json` (the generated types can say no more): their
// rows are parsed here, where they cross into the app; numeric values are JSON numbers inside jsonb.
const numeric = z.number();

const studioCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  price: z.number(),
  revision_status: z.enum(['draft', 'submitted', 'returned']).nullable(),
  review_note: z.string().nullable(),
  enrollments: z.number(),
  completed: z.number(),
  rating_avg: numeric.nullable(),
  reviews_count: z.number(),
});
const incomeRowSchema = z.object({ month: z.string(), course_id: z.number(), title: z.string(), orders: z.number(), net: numeric });

export type StudioCourse = z.infer<typeof studioCourseSchema>;
export type IncomeRow = z.infer<typeof incomeRowSchema>;

export const studioCoursesQuery = () =>
  queryOptions({
    queryKey: studioKeys.courses(),
    queryFn: async () => z.array(studioCourseSchema).parse(unwrap(await getSupabase().rpc('studio_my_courses'))),
  });

export function useStudioCourses() {
  return useQuery(studioCoursesQuery());
}

export const studioIncomeQuery = () =>
  queryOptions({
    queryKey: studioKeys.income(),
    queryFn: async () => z.array(incomeRowSchema).parse(unwrap(await getSupabase().rpc('studio_income_by_month', { p_months: 12 }))),
  });

export function useStudioIncome() {
  return useQuery(studioIncomeQuery());
}
