import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { present } from '@shared/db/row-values';
import { checkoutKeys } from './keys.ts';
import { unwrapMaybe } from '@shared/db/answer';

/** What the checkout shows of the course before an order exists: whether it costs anything, and its cover. */
export interface CheckoutCourse {
  price: number;
  image_url: string | null;
}

function toCheckoutCourse(row: Pick<Tables<'course_catalog'>, 'price' | 'image_url'>): CheckoutCourse {
  return { price: present(row.price, 'course_catalog.price'), image_url: row.image_url };
}

/** The course, or null when it is not published (course_catalog shows published courses only). */
export async function getCheckoutCourse(courseId: number): Promise<CheckoutCourse | null> {
  const answer = await getSupabase().from('course_catalog').select('price,image_url').eq('id', courseId).maybeSingle();
  const row = unwrapMaybe(answer);
  return row ? toCheckoutCourse(row) : null;
}

export const checkoutCourseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: checkoutKeys.course(courseId), queryFn: () => getCheckoutCourse(courseId) });

export function useCheckoutCourse(courseId: number) {
  return useQuery(checkoutCourseQueryOptions(courseId));
}
