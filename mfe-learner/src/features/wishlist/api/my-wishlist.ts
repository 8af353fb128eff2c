import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';
import { assertOk, unwrap } from '@shared/db/answer';

/** Under the same root as the catalogue's hearts (mfe-catalog), so a change in either refreshes both. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  profile: (userId: string) => ['wishlist', 'profile', userId] as const,
};

export interface WishedCourse {
  courseId: number;
  title: string;
  imageUrl: string | null;
  price: number;
  addedAt: string;
}

/** The caller's รายการโปรด (RLS: only their own rows), newest first; courses no longer visible are left out. */
export async function getMyWishlist(): Promise<WishedCourse[]> {
  const data = unwrap(
    await getSupabase()
      .from('wishlists')
      .select('course_id,created_at,course:courses(title,image_url,price)')
      .order('created_at', { ascending: false }),
  );
  return data.flatMap(toWishedCourses);
}

// course is embedded through wishlists.course_id → courses; null once the course is no longer visible.
type WishlistRow = Pick<Tables<'wishlists'>, 'course_id' | 'created_at'> & {
  course: Pick<Tables<'courses'>, 'title' | 'image_url' | 'price'> | null;
};

/** A wish whose course is still visible, else nothing. */
function toWishedCourses(r: WishlistRow): WishedCourse[] {
  return r.course
    ? [{ courseId: r.course_id, title: r.course.title, imageUrl: r.course.image_url, price: r.course.price, addedAt: r.created_at }]
    : [];
}

export const myWishlistQueryOptions = (userId: string) => queryOptions({ queryKey: wishlistKeys.profile(userId), queryFn: getMyWishlist });

export function useMyWishlist(userId: string) {
  return useQuery(myWishlistQueryOptions(userId));
}

export function useRemoveWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: number) => {
      assertOk(await getSupabase().from('wishlists').delete().eq('course_id', z.number().int().positive().parse(courseId)));
    },
    onError: () => toast.error(learnerTh.wishlist.removeFailed),
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
