import { urlIdSchema } from '@shared/platform/routing/url-numbers';

/** The learner remote's printable certificate page. */
export const certificatePath = (code: string): string => `/certificates/${encodeURIComponent(code)}/print`;

/**
 * Route ids are positive integers (`/course/3`); anything else is "not found", never a query. zod because a
 * URL parameter is typed by whoever wrote the address (a trust boundary), not by the database's types.
 */
export const courseIdSchema = urlIdSchema;
