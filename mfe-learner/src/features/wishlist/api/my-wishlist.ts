import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { toast } from 'shared/toast';
import { learnerTh } from '../../../config/messages.ts';

/** Under the same root as the catalogue's hearts (mfe-catalog), so a change in either refreshes both. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  profile: (userId: string) => ['wishlist', 'profile', userId] as const,
};

const rowSchema = z.object({
  course_id: z.number(),
  created_at: z.string(),
  // Embedded through wishlists.course_id → courses; null once the course is no longer visible.
  course: z.object({ title: z.string(), image_url: z.string().nullable(), price: z.coerce.number() }).nullable(),
});

export interface WishedCourse {
  courseId: number;
  title: string;
  imageUrl: string | null;
  price: number;
  addedAt: string;
}

/** The caller's รายการโปรด (RLS: only their own rows), newest first; courses no longer visible are left out. */
export async function getMyWishlist(): Promise<WishedCourse[]> {
  const { data, error } = await getSupabase()
    .from('wishlists')
    .select('course_id,created_at,course:courses(title,image_url,price)')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z
    .array(rowSchema)
    .parse(data)
    .flatMap((r) =>
      r.course
        ? [{ courseId: r.course_id, title: r.course.title, imageUrl: r.course.image_url, price: r.course.price, addedAt: r.created_at }]
        : [],
    );
}

export const myWishlistQueryOptions = (userId: string) => queryOptions({ queryKey: wishlistKeys.profile(userId), queryFn: getMyWishlist });

export function useMyWishlist(userId: string) {
  return useQuery(myWishlistQueryOptions(userId));
}

export function useRemoveWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: number) => {
      const { error } = await getSupabase().from('wishlists').delete().eq('course_id', z.number().int().positive().parse(courseId));
      if (error) throw error;
    },
    onError: () => toast.error(learnerTh.wishlist.removeFailed),
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
