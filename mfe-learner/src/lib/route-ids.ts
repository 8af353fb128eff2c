import { urlIdSchema } from '@shared/platform/routing/url-numbers';

/**
 * Ids from a lesson page's URL (`/course/3/lesson/12`): positive whole numbers, read from the URL's digits (not
 * coerced); anything else is "not found", never a query. Several features of the page take a lesson id.
 */
export const courseIdSchema = urlIdSchema;
export const lessonIdSchema = urlIdSchema;

/** A certificate's printable page (this remote's ROUTE_PATHS.certificatePrint). */
export const certificatePath = (code: string): string => `/certificates/${encodeURIComponent(code)}/print`;
