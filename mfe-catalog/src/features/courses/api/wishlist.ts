import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { toast } from '@shared/platform/toast';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { unwrap } from '@shared/db/answer';
import { catalogText } from '../../../config/messages.ts';

export const wishlistKeys = {
  all: [queryRoots.wishlist] as const,
  mine: (userId: string | null) => [queryRoots.wishlist, userId] as const,
};

/** The ids of the courses in the signed-in member's รายการโปรด (RLS answers only their own rows). */
export async function getWishlistIds(): Promise<ReadonlySet<number>> {
  const rows = unwrap(await getSupabase().from('wishlists').select('course_id'));
  return new Set(rows.map((row) => row.course_id));
}

/** Adds or removes one course; adding one already there (another tab) or removing one gone is the goal reached. */
export async function setWished(courseId: number, wished: boolean): Promise<void> {
  const id = courseIdSchema.parse(courseId);
  const table = getSupabase().from('wishlists');
  const { error } = wished ? await table.insert({ course_id: id }) : await table.delete().eq('course_id', id);
  if (error && error.code !== '23505') throw error;
}

export const wishlistQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: wishlistKeys.mine(userId), queryFn: getWishlistIds, enabled: userId !== null });

function useUserId(): string | null {
  const auth = useAuth();
  return auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
}

const EMPTY: ReadonlySet<number> = new Set();

/** Signed out: nothing is wished for, without a request. */
export function useWishlist() {
  const userId = useUserId();
  const query = useQuery(wishlistQueryOptions(userId));
  return { ids: query.data ?? EMPTY, ready: userId !== null && query.isSuccess };
}

/**
 * The heart's toggle: the heart changes at once (optimistic), and goes back with a Thai toast
 * if the database refuses or the network fails.
 */
export function useToggleWish() {
  const client = useQueryClient();
  const userId = useUserId();
  const key = wishlistKeys.mine(userId);
  return useMutation({
    mutationFn: ({ courseId, wished }: { courseId: number; wished: boolean }) => setWished(courseId, wished),
    onMutate: async ({ courseId, wished }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ReadonlySet<number>>(key);
      const next = new Set(before ?? []);
      if (wished) next.add(courseId);
      else next.delete(courseId);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (_error, { wished }, context) => {
      client.setQueryData(key, context?.before);
      toast.error(wished ? catalogText.wishlist.addFailed : catalogText.wishlist.removeFailed);
    },
    // The profile's list (mfe-learner, same query client) reads the same rows under the same root.
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
