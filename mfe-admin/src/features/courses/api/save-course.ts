import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { emptyToNull, optionalText, optionalUrl, requiredText } from '../../../lib/zod-helpers.ts';
import { adminTh } from '../../../config/messages.ts';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { courseKeys } from '../../../lib/course-keys.ts';
import { CATEGORIES, COURSE_LEVELS } from '@shared/db/courses';
import { COURSE_COLUMNS, toCourseRecord, type CourseRecord } from './types.ts';

/** The course form; limits mirror the table's checks so the server never has to refuse a typed value. */
export const courseFormSchema = z
  .object({
    title: requiredText(200),
    description: optionalText(1000),
    long_description: optionalText(10000),
    image_url: optionalUrl,
    /** '' = no instructor; a select always submits text. */
    instructor_id: z.string().regex(/^\d*$/),
    category: z.enum(CATEGORIES),
    level: z.enum(COURSE_LEVELS),
    price: z
      .number(adminTh.validation.nonNegative)
      .int(adminTh.validation.nonNegative)
      .min(0, adminTh.validation.nonNegative)
      .max(10_000_000),
    /** One item per line. */
    what_you_learn: optionalText(5000),
    requirements: optionalText(5000),
    /** A sale (decision 0057): '' for none; the database checks the same rules and charges it only before its end. */
    sale_price: z.string().regex(/^\d*$/, adminTh.validation.nonNegative),
    /** A datetime-local value (the admin's clock), '' for none. */
    sale_ends_at: z.string(),
  })
  .superRefine((v, ctx) => {
    const hasPrice = v.sale_price !== '';
    const hasEnd = v.sale_ends_at !== '';
    if (hasPrice !== hasEnd) {
      ctx.addIssue({ code: 'custom', path: [hasPrice ? 'sale_ends_at' : 'sale_price'], message: adminTh.validation.saleIncomplete });
    }
    if (hasPrice && (Number(v.sale_price) <= 0 || Number(v.sale_price) >= v.price)) {
      ctx.addIssue({ code: 'custom', path: ['sale_price'], message: adminTh.validation.saleBelowPrice });
    }
    if (hasEnd && Number.isNaN(new Date(v.sale_ends_at).getTime())) {
      ctx.addIssue({ code: 'custom', path: ['sale_ends_at'], message: adminTh.validation.saleIncomplete });
    }
  });
export type CourseFormValues = z.infer<typeof courseFormSchema>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

export function toCourseRow(values: CourseFormValues) {
  const v = courseFormSchema.parse(values);
  return {
    title: v.title,
    description: v.description,
    long_description: v.long_description,
    image_url: emptyToNull(v.image_url),
    instructor_id: v.instructor_id === '' ? null : Number(v.instructor_id),
    category: v.category,
    level: v.level,
    price: v.price,
    what_you_learn: lines(v.what_you_learn),
    requirements: lines(v.requirements),
    sale_price: v.sale_price === '' ? null : Number(v.sale_price),
    sale_ends_at: v.sale_ends_at === '' ? null : new Date(v.sale_ends_at).toISOString(),
  };
}

/** An instant as a datetime-local field shows it: the admin's own clock, to the minute. */
function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function toCourseForm(course: CourseRecord | null): CourseFormValues {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    long_description: course?.long_description ?? '',
    image_url: course?.image_url ?? '',
    instructor_id: course?.instructor_id == null ? '' : String(course.instructor_id),
    category: course?.category ?? 'programming',
    level: course?.level ?? 'beginner',
    price: course?.price ?? 0,
    what_you_learn: (course?.what_you_learn ?? []).join('\n'),
    requirements: (course?.requirements ?? []).join('\n'),
    sale_price: course?.sale_price == null ? '' : String(course.sale_price),
    sale_ends_at: toLocalInput(course?.sale_ends_at),
  };
}

/** Creates a course (always as a draft, the column default) or updates one. */
export async function saveCourse({ id, values }: { id?: number; values: CourseFormValues }): Promise<CourseRecord> {
  const row = toCourseRow(values);
  const table = getSupabase().from('courses');
  const query = id === undefined ? table.insert(row) : table.update(row).eq('id', id);
  return toCourseRecord(unwrap(await query.select(COURSE_COLUMNS).single()));
}

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: courseKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
