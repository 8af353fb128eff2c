import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { CATEGORIES, type Category } from '@shared/db/courses';
import { unwrap } from '@shared/db/answer';
import { toCatalogCourse, type CatalogCourse } from '../../../lib/catalog-course.ts';
import type { CourseFilters } from '../lib/course-filters.ts';
import { courseKeys } from './keys.ts';

const count = z.number().int().nonnegative();
const text = z.string().nullable();
const amount = z.number().nullable();

/**
 * search_courses answers `Json` (supabase/migrations/20261127080001_catalog_filters.sql builds it with
 * jsonb_build_object), so the generated types cannot describe it: it is parsed here, where it crosses into
 * the page. Its courses are course_catalog rows (the card's columns and the sale's); the mapper every
 * catalogue read shares takes them as that row type, so the compiler checks this schema against the view.
 */
const searchedCourseSchema = z.object({
  id: amount,
  title: text,
  description: text,
  image_url: text,
  instructor_id: amount,
  category: text,
  level: text,
  price: amount,
  instructor_name: text,
  lessons_count: amount,
  duration_minutes: amount,
  students_count: amount,
  rating_avg: amount,
  reviews_count: amount,
  sale_price: amount,
  sale_ends_at: text,
  current_price: amount,
});

const searchAnswerSchema = z.object({
  total: count,
  page: count,
  page_size: count,
  courses: z.array(searchedCourseSchema),
  // A category the database no longer knows is not worth suggesting.
  suggested_category: z.enum(CATEGORIES).nullable().catch(null),
});

export interface CoursePage {
  total: number;
  page: number;
  page_size: number;
  courses: CatalogCourse[];
  suggested_category: Category | null;
}

/**
 * One page of the catalogue. The database searches (title and description,
 * case-insensitively, and the Thai spellings of English terms in
 * search_synonyms), filters, sorts and pages, so a server render and the
 * browser get the same answer.
 */
export async function getCourses(filters: CourseFilters): Promise<CoursePage> {
  const answer = unwrap(
    await getSupabase().rpc('search_courses', {
      p_q: filters.q.trim(),
      p_category: filters.category,
      p_level: filters.level,
      p_sort: filters.sort,
      p_page: filters.page,
      p_free: filters.free,
      p_min_price: filters.minPrice ?? undefined,
      p_max_price: filters.maxPrice ?? undefined,
      p_min_rating: filters.minRating === null ? undefined : Number(filters.minRating),
    }),
  );
  const page = searchAnswerSchema.parse(answer);
  return { ...page, courses: page.courses.map(toCatalogCourse) };
}

export const coursesQueryOptions = (filters: CourseFilters) =>
  queryOptions({ queryKey: courseKeys.list(filters), queryFn: () => getCourses(filters) });

export function useCourses(filters: CourseFilters) {
  // Keeping the previous page while a new filter loads avoids a flash of skeletons on every keystroke.
  return useQuery({ ...coursesQueryOptions(filters), placeholderData: (previous) => previous });
}
