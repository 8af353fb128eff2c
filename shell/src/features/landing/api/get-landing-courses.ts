import { queryOptions, useQuery } from '@tanstack/react-query';
// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { getRestClient } from '@shared/db/rest';
import { unwrap } from '@shared/db/answer';

/** A card of the landing's shelves: the fields landing_courses answers (20261127080001_catalog_filters.sql). */
const shelfCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  image_url: z.nullable(z.string()),
  price: z.number(),
  sale_price: z.nullable(z.number()),
  current_price: z.number(),
  rating_avg: z.number(),
  reviews_count: z.number(),
  students_count: z.number(),
  instructor_name: z.nullable(z.string()),
});
export const landingShelvesSchema = z.object({
  popular: z.array(shelfCourseSchema),
  newest: z.array(shelfCourseSchema),
  free: z.array(shelfCourseSchema),
});
export type ShelfCourse = z.infer<typeof shelfCourseSchema>;
export type LandingShelves = z.infer<typeof landingShelvesSchema>;

export const landingCoursesKey = ['landing-courses'] as const;

export async function getLandingCourses(): Promise<LandingShelves> {
  const result = await getRestClient().rpc('landing_courses');
  return landingShelvesSchema.parse(unwrap(result));
}

export const landingCoursesQueryOptions = () =>
  queryOptions({ queryKey: landingCoursesKey, queryFn: getLandingCourses, staleTime: 5 * 60 * 1000 });

export function useLandingCourses() {
  return useQuery(landingCoursesQueryOptions());
}
