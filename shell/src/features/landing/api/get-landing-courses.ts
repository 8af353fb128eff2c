import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRestClient } from '@shared/db/rest';
import { unwrap } from '@shared/db/answer';
import { readArray, readNumber, readNumberOrNull, readRecord, readText, readTextOrNull } from '@shared/db/json-answer';

/** A card of the landing's shelves: the fields landing_courses answers (20261127080001_catalog_filters.sql). */
export interface ShelfCourse {
  id: number;
  title: string;
  image_url: string | null;
  price: number;
  sale_price: number | null;
  current_price: number;
  rating_avg: number;
  reviews_count: number;
  students_count: number;
  instructor_name: string | null;
}
export interface LandingShelves {
  popular: ShelfCourse[];
  newest: ShelfCourse[];
  free: ShelfCourse[];
}

const WHAT = 'landing_courses';

function readShelfCourse(value: unknown): ShelfCourse {
  const course = readRecord(value, WHAT, 'course');
  return {
    id: readNumber(course, 'id', WHAT),
    title: readText(course, 'title', WHAT),
    image_url: readTextOrNull(course, 'image_url', WHAT),
    price: readNumber(course, 'price', WHAT),
    sale_price: readNumberOrNull(course, 'sale_price', WHAT),
    current_price: readNumber(course, 'current_price', WHAT),
    rating_avg: readNumber(course, 'rating_avg', WHAT),
    reviews_count: readNumber(course, 'reviews_count', WHAT),
    students_count: readNumber(course, 'students_count', WHAT),
    instructor_name: readTextOrNull(course, 'instructor_name', WHAT),
  };
}

/** landing_courses answers `Json`: read by hand, not zod, which came with every page for it (decision 0077). */
export function readLandingShelves(answer: unknown): LandingShelves {
  const shelves = readRecord(answer, WHAT);
  return {
    popular: readArray(shelves, 'popular', readShelfCourse, WHAT),
    newest: readArray(shelves, 'newest', readShelfCourse, WHAT),
    free: readArray(shelves, 'free', readShelfCourse, WHAT),
  };
}

export const landingCoursesKey = ['landing-courses'] as const;

export async function getLandingCourses(): Promise<LandingShelves> {
  const result = await getRestClient().rpc('landing_courses');
  return readLandingShelves(unwrap(result));
}

export const landingCoursesQueryOptions = () =>
  queryOptions({ queryKey: landingCoursesKey, queryFn: getLandingCourses, staleTime: 5 * 60 * 1000 });

export function useLandingCourses() {
  return useQuery(landingCoursesQueryOptions());
}
