import { z } from 'shared/zod';
import { CATEGORIES, LEVELS, type Category, type Level } from '../../../lib/course-schemas.ts';

export interface CourseFilters {
  q: string;
  category: Category | 'all';
  level: Level | 'all';
}

export const MAX_QUERY_LENGTH = 100;

// A shared link may carry anything: unknown values fall back to "all" instead of an empty page.
const filtersSchema = z.object({
  q: z.string().catch(''),
  category: z.union([z.enum(CATEGORIES), z.literal('all')]).catch('all'),
  level: z.union([z.enum(LEVELS), z.literal('all')]).catch('all'),
});

export function parseFilters(params: URLSearchParams): CourseFilters {
  const parsed = filtersSchema.parse({
    q: params.get('q') ?? '',
    category: params.get('category') ?? 'all',
    level: params.get('level') ?? 'all',
  });
  return { q: parsed.q.slice(0, MAX_QUERY_LENGTH), category: parsed.category, level: parsed.level };
}

/** Only non-default values go into the URL, so `/courses` stays clean and links stay short. */
export function filtersToParams(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.level !== 'all') params.set('level', filters.level);
  return params;
}

/**
 * The PostgREST `or=(…)` filter for a search. The text is double-quoted so `,()` cannot break the
 * expression, LIKE's own wildcards (`%`, `_`, `\`) are escaped so they match literally, and a `*`
 * (which PostgREST turns into `%`) becomes `_` so it still matches the character itself.
 */
export function searchOrFilter(q: string): string {
  const like = q.trim().replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
  const quoted = `"*${like.replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
  return `title.ilike.${quoted},description.ilike.${quoted}`;
}
