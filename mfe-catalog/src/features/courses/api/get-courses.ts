import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { CATEGORIES, type Category } from '@shared/db/courses';
import { unwrap } from '@shared/db/answer';
import type { Tables } from '@shared/db';
import { toCatalogCourse, type CatalogCourse } from '../../../lib/catalog-course.ts';
import { readCount, readNumberOrNull, readRecord, readTextOrNull, AnswerShapeError } from '@shared/db/json-answer';
import type { CourseFilters } from '../lib/course-filters.ts';
import { courseKeys } from './keys.ts';

/** The course_catalog columns a searched course carries: the card's and the sale's. */
const NUMBER_COLUMNS = [
  'id',
  'instructor_id',
  'price',
  'lessons_count',
  'duration_minutes',
  'students_count',
  'rating_avg',
  'reviews_count',
  'sale_price',
  'current_price',
] as const satisfies readonly (keyof CatalogRow)[];
const TEXT_COLUMNS = [
  'title',
  'description',
  'image_url',
  'category',
  'level',
  'instructor_name',
  'sale_ends_at',
] as const satisfies readonly (keyof CatalogRow)[];
type CatalogRow = Tables<'course_catalog'>;
/** A searched course: the row type's columns, so the compiler checks the lists above against the view. */
type SearchedCourse = Pick<CatalogRow, (typeof NUMBER_COLUMNS)[number] | (typeof TEXT_COLUMNS)[number]>;

/** One course of the answer, as the course_catalog row type says its columns (each may be null in the view). */
function readSearchedCourse(value: unknown): SearchedCourse {
  const what = 'search_courses';
  const course = readRecord(value, what, 'course');
  const row: Record<string, number | string | null> = {};
  for (const column of NUMBER_COLUMNS) row[column] = readNumberOrNull(course, column, what);
  for (const column of TEXT_COLUMNS) row[column] = readTextOrNull(course, column, what);
  return row as SearchedCourse;
}

/**
 * search_courses answers `Json` (supabase/migrations/20261127080001_catalog_filters.sql builds it with
 * jsonb_build_object), so the generated types cannot describe it: it is read here, where it crosses into
 * the page. Its courses are course_catalog rows (the card's columns and the sale's); the mapper every
 * catalogue read shares takes them as that row type.
 */
export function readSearchAnswer(answer: unknown): Omit<CoursePage, 'courses'> & { courses: SearchedCourse[] } {
  const what = 'search_courses';
  const page = readRecord(answer, what);
  if (!Array.isArray(page.courses)) throw new AnswerShapeError(what, 'courses');
  const suggested = page.suggested_category;
  return {
    total: readCount(page, 'total', what),
    page: readCount(page, 'page', what),
    page_size: readCount(page, 'page_size', what),
    courses: page.courses.map(readSearchedCourse),
    // A category the database no longer knows is not worth suggesting.
    suggested_category: (CATEGORIES as readonly unknown[]).includes(suggested) ? (suggested as Category) : null,
  };
}

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
  const page = readSearchAnswer(answer);
  return { ...page, courses: page.courses.map(toCatalogCourse) };
}

export const coursesQueryOptions = (filters: CourseFilters) =>
  queryOptions({ queryKey: courseKeys.list(filters), queryFn: () => getCourses(filters) });

export function useCourses(filters: CourseFilters) {
  // Keeping the previous page while a new filter loads avoids a flash of skeletons on every keystroke.
  return useQuery({ ...coursesQueryOptions(filters), placeholderData: (previous) => previous });
}
