import { z } from '@shared/zod';

/** The learner remote's printable certificate page. */
export const certificatePath = (code: string): string => `/certificates/${encodeURIComponent(code)}/print`;

/** Route ids are positive integers (`/course/3`); anything else is "not found", never a query. */
export const courseIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// numeric columns may arrive as strings from a real PostgREST (numeric → JSON string is possible).
const count = z.coerce.number().int().nonnegative().catch(0);

/** A row of the `course_catalog` view (docs/data-model.md). */
export const catalogRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  long_description: z.string().nullable().optional(),
  image_url: z.string().nullable(),
  instructor_id: z.number().nullable(),
  category: z.string(),
  level: z.string(),
  price: z.coerce.number(),
  language: z.string().nullable().optional(),
  subtitles: z.array(z.string()).nullable().optional(),
  requirements: z.array(z.string()).nullable().optional(),
  what_you_learn: z.array(z.string()).nullable().optional(),
  features: z.array(z.string()).nullable().optional(),
  instructor_name: z.string().nullable(),
  instructor_title: z.string().nullable().optional(),
  instructor_avatar_url: z.string().nullable().optional(),
  lessons_count: count,
  duration_minutes: count,
  students_count: count,
  rating_avg: z.coerce.number().catch(0),
  reviews_count: count,
  /** A running sale (course_catalog shows none once it ended): its price and end, for the countdown. */
  sale_price: z.coerce.number().nullable().optional(),
  sale_ends_at: z.string().nullable().optional(),
  /** What a learner pays now; the database charges exactly this at checkout (price_course). */
  current_price: z.coerce.number().optional(),
});
export type CatalogCourse = z.infer<typeof catalogRowSchema>;

/** A row of `my_course_progress`: only the caller's own enrolments. */
export const progressRowSchema = z.object({
  course_id: z.number(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  total_lessons: count,
  completed_lessons: count,
  progress_percent: count,
  /** Set once the course is finished (every lesson done, every quiz passed): the certificate to show. */
  certificate_code: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type CourseProgress = z.infer<typeof progressRowSchema>;
