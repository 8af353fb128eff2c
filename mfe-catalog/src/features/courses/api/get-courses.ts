import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { CATEGORIES } from '@shared/db/courses';
import { catalogRowSchema } from '../../../lib/course-schemas.ts';
import type { CourseFilters } from '../lib/course-filters.ts';
import { courseKeys } from './keys.ts';

const count = z.coerce.number().int().nonnegative();

/** What search_courses answers (supabase/migrations/20261124070100_catalog_search.sql). */
const coursePageSchema = z.object({
  total: count,
  page: count,
  page_size: count,
  courses: z.array(catalogRowSchema),
  // A category the database no longer knows is not worth suggesting.
  suggested_category: z.enum(CATEGORIES).nullable().catch(null),
});
export type CoursePage = z.infer<typeof coursePageSchema>;

/**
 * One page of the catalogue. The database searches (title and description,
 * case-insensitively, and the Thai spellings of English terms in
 * search_synonyms), filters, sorts and pages, so a server render and the
 * browser get the same answer.
 */
export async function getCourses(filters: CourseFilters): Promise<CoursePage> {
  const result = await getSupabase().rpc('search_courses', {
    p_q: filters.q.trim(),
    p_category: filters.category,
    p_level: filters.level,
    p_sort: filters.sort,
    p_page: filters.page,
    p_free: filters.free,
    p_min_price: filters.minPrice,
    p_max_price: filters.maxPrice,
    p_min_rating: filters.minRating === null ? null : Number(filters.minRating),
  });
  if (result.error) throw result.error;
  const answer: unknown = result.data;
  return coursePageSchema.parse(answer);
}

export const coursesQueryOptions = (filters: CourseFilters) =>
  queryOptions({ queryKey: courseKeys.list(filters), queryFn: () => getCourses(filters) });

export function useCourses(filters: CourseFilters) {
  // Keeping the previous page while a new filter loads avoids a flash of skeletons on every keystroke.
  return useQuery({ ...coursesQueryOptions(filters), placeholderData: (previous) => previous });
}
