import { CATEGORIES, COURSE_LEVELS, type Category, type CourseLevel } from '@shared/db/courses';
import { readUrlPage } from '@shared/platform/routing/url-numbers';

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

/** `value` when it is one of `allowed`, else `fallback`. */
function oneOf<T extends string, F>(allowed: readonly T[], value: string | null, fallback: F): T | F {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

// An empty field of the GET form ("min_price=") means no bound, like a missing or unreadable one.
function readPrice(value: string | null): number | null {
  const price = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(price) && price >= 0 && price <= MAX_PRICE ? price : null;
}

/**
 * The URL crosses a trust boundary: a shared link may carry anything, and unknown values fall back to the defaults
 * instead of an empty page. By hand, not zod: /courses reads it on its first render, and zod came with the page for
 * it (decision 0077).
 */
export function parseFilters(params: URLSearchParams): CourseFilters {
  const read = (name: keyof typeof FILTER_PARAMS) => params.get(FILTER_PARAMS[name]);
  const free = read('free');
  return {
    q: (read('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    category: oneOf(CATEGORIES, read('category'), 'all'),
    level: oneOf(COURSE_LEVELS, read('level'), 'all'),
    sort: oneOf(SORTS, read('sort'), 'recommended'),
    page: readUrlPage(read('page') ?? 1),
    free: free === '1' || free === 'on',
    minPrice: readPrice(read('minPrice')),
    maxPrice: readPrice(read('maxPrice')),
    minRating: oneOf(MIN_RATINGS, read('minRating'), null),
  };
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
