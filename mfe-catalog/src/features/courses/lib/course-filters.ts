import { z } from '@shared/zod';
import { CATEGORIES, COURSE_LEVELS, type Category, type CourseLevel } from '@shared/db/courses';
import { urlPageSchema } from '@shared/platform/routing/url-numbers';

/** The orders search_courses knows; "recommended" is the school's own order (by id) and stays out of the URL. */
export const SORTS = ['recommended', 'popular', 'newest', 'rating', 'price_asc', 'price_desc'] as const;
export type CourseSort = (typeof SORTS)[number];

export interface CourseFilters {
  q: string;
  category: Category | 'all';
  level: CourseLevel | 'all';
  sort: CourseSort;
  /** From 1; 12 courses a page (search_courses). */
  page: number;
  /** Free courses only. */
  free: boolean;
  /** Whole baht, on the price of the moment (a sale counts); null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The lowest average rating shown; null for any. */
  minRating: MinRating | null;
}

/** The rating thresholds the form offers; a URL with anything else means "any". */
export const MIN_RATINGS = ['3', '3.5', '4', '4.5'] as const;
export type MinRating = (typeof MIN_RATINGS)[number];
/** search_courses refuses prices beyond this (decision 0042); the form's inputs stop there too. */
export const MAX_PRICE = 10_000_000;

export const MAX_QUERY_LENGTH = 100;
export const DEFAULT_FILTERS: CourseFilters = {
  q: '',
  category: 'all',
  level: 'all',
  sort: 'recommended',
  page: 1,
  free: false,
  minPrice: null,
  maxPrice: null,
  minRating: null,
};

/**
 * The URL parameters of /courses. The catalogue's GET form (course-filters-bar.tsx) names its
 * fields with these, so a search submitted before the page's script runs loads the same view.
 */
export const FILTER_PARAMS = {
  q: 'q',
  category: 'category',
  level: 'level',
  sort: 'sort',
  page: 'page',
  free: 'free',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minRating: 'rating',
} as const;

// An empty field of the GET form ("min_price=") means no bound, like a missing or unreadable one.
const price = z
  .string()
  .nullable()
  .transform((v) => {
    const value = v === null || v.trim() === '' ? Number.NaN : Number(v);
    return Number.isInteger(value) && value >= 0 && value <= MAX_PRICE ? value : null;
  });

// zod because the URL crosses a trust boundary: a shared link may carry anything, and unknown values fall back
// to the defaults instead of an empty page.
const filtersSchema = z.object({
  q: z.string().catch(''),
  category: z.union([z.enum(CATEGORIES), z.literal('all')]).catch('all'),
  level: z.union([z.enum(COURSE_LEVELS), z.literal('all')]).catch('all'),
  sort: z.enum(SORTS).catch('recommended'),
  page: urlPageSchema(),
  free: z
    .string()
    .nullable()
    .transform((v) => v === '1' || v === 'on'),
  minPrice: price,
  maxPrice: price,
  minRating: z.enum(MIN_RATINGS).nullable().catch(null),
});

export function parseFilters(params: URLSearchParams): CourseFilters {
  const parsed = filtersSchema.parse({
    q: params.get(FILTER_PARAMS.q) ?? '',
    category: params.get(FILTER_PARAMS.category) ?? 'all',
    level: params.get(FILTER_PARAMS.level) ?? 'all',
    sort: params.get(FILTER_PARAMS.sort) ?? 'recommended',
    page: params.get(FILTER_PARAMS.page) ?? 1,
    free: params.get(FILTER_PARAMS.free),
    minPrice: params.get(FILTER_PARAMS.minPrice),
    maxPrice: params.get(FILTER_PARAMS.maxPrice),
    minRating: params.get(FILTER_PARAMS.minRating),
  });
  return { ...parsed, q: parsed.q.slice(0, MAX_QUERY_LENGTH) };
}

/** Only non-default values go into the URL, so `/courses` stays clean and links stay short. */
export function filtersToParams(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set(FILTER_PARAMS.q, q);
  if (filters.category !== 'all') params.set(FILTER_PARAMS.category, filters.category);
  if (filters.level !== 'all') params.set(FILTER_PARAMS.level, filters.level);
  if (filters.sort !== 'recommended') params.set(FILTER_PARAMS.sort, filters.sort);
  if (filters.free) params.set(FILTER_PARAMS.free, '1');
  if (filters.minPrice !== null) params.set(FILTER_PARAMS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(FILTER_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.minRating !== null) params.set(FILTER_PARAMS.minRating, filters.minRating);
  // Last, so every page link of one view differs only at its end.
  if (filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}

/** The address of a catalogue view, for links (paging, a suggested category) that work without script. */
export function catalogueHref(filters: CourseFilters): string {
  const search = filtersToParams(filters).toString();
  return search ? `/courses?${search}` : '/courses';
}
