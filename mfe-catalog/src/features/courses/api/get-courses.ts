import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { catalogRowSchema, type CatalogCourse } from '../../../lib/course-schemas.ts';
import { unwrap } from '../../../lib/supabase-result.ts';
import { searchOrFilter, type CourseFilters } from '../lib/course-filters.ts';
import { courseKeys } from './keys.ts';

const CARD_COLUMNS =
  'id,title,description,image_url,instructor_id,category,level,price,instructor_name,lessons_count,duration_minutes,students_count,rating_avg,reviews_count';

/** The catalogue, filtered on the server (search is case-insensitive `ilike`, Thai included). */
export async function getCourses(filters: CourseFilters): Promise<CatalogCourse[]> {
  let query = getSupabase().from('course_catalog').select(CARD_COLUMNS);
  if (filters.q.trim()) query = query.or(searchOrFilter(filters.q));
  if (filters.category !== 'all') query = query.eq('category', filters.category);
  if (filters.level !== 'all') query = query.eq('level', filters.level);
  const rows = unwrap(await query.order('id', { ascending: true }));
  return z.array(catalogRowSchema).parse(rows);
}

export const coursesQueryOptions = (filters: CourseFilters) =>
  queryOptions({ queryKey: courseKeys.list(filters), queryFn: () => getCourses(filters) });

export function useCourses(filters: CourseFilters) {
  // Keeping the previous page while a new filter loads avoids a flash of skeletons on every keystroke.
  return useQuery({ ...coursesQueryOptions(filters), placeholderData: (previous) => previous });
}
