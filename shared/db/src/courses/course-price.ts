import { formatBaht } from '@shared/messages/format';
import type { Tables } from '../database.types.ts';

/** The word a free course shows instead of a price, on every card, shelf and list. */
export const FREE_COURSE_LABEL = 'ฟรี';

/** A `courses` row's price columns (course_catalog's view computes `current_price` itself). */
export type CoursePriceColumns = Pick<Tables<'courses'>, 'price' | 'sale_price' | 'sale_ends_at'>;

/**
 * What a learner pays at `now`: the sale price while `now` is before the sale's end, else the list price. The
 * database's own rule (course_current_price, 20261127080000_sale_prices.sql), for reads of the `courses` table;
 * course_catalog and its functions answer it as `current_price`, and create_order charges it.
 */
export function currentCoursePrice(course: CoursePriceColumns, now: number = Date.now()): number {
  const endsAt = course.sale_ends_at === null ? Number.NaN : new Date(course.sale_ends_at).getTime();
  return course.sale_price !== null && now < endsAt ? course.sale_price : course.price;
}

/**
 * A course's price as every remote writes it: "ฟรี" for a free course, else whole baht ("฿1,790"). Give it
 * what the learner pays now (`current_price`, or currentCoursePrice of a `courses` row), so a running sale shows.
 * A sale price is never 0 (courses_sale_below_price), so 0 is a free course.
 */
export function coursePriceText(amountNow: number): string {
  return amountNow === 0 ? FREE_COURSE_LABEL : formatBaht(amountNow);
}
