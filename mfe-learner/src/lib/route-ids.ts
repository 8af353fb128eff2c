import { z } from '@shared/zod';

/**
 * Ids from a lesson page's URL (`/course/3/lesson/12`): positive whole numbers; anything else is "not found",
 * never a query. Several features of the page (lessons, quizzes, exercises) take a lesson id.
 */
const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/**
 * The URL's digits ("12"), or an id the code already holds as a number. Read, not coerced: " 12", "1e3" or
 * "0x10" name no course (z.coerce took them for 12, 1000 and 16).
 */
const routeId = z.union([
  positiveId,
  z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(positiveId),
]);
export const courseIdSchema = routeId;
export const lessonIdSchema = routeId;

/** A certificate's printable page (this remote's ROUTE_PATHS.certificatePrint). */
export const certificatePath = (code: string): string => `/certificates/${encodeURIComponent(code)}/print`;
