import { z } from '@shared/zod';

/**
 * Ids from a lesson page's URL (`/course/3/lesson/12`): positive whole numbers; anything else is "not found",
 * never a query. Several features of the page (lessons, quizzes, exercises) take a lesson id.
 */
export const courseIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const lessonIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A certificate's printable page (this remote's ROUTE_PATHS.certificatePrint). */
export const certificatePath = (code: string): string => `/certificates/${encodeURIComponent(code)}/print`;
