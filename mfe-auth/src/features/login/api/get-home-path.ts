import { queryOptions } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { homePathFor } from '@shared/platform/auth/profile';
import { unwrap } from '@shared/db/answer';
import { userKeys } from '../../../lib/user-keys.ts';

const userIdSchema = z.guid();

/** Spec §4: after a password login, the role decides /admin or /dashboard; any failure means /dashboard. */
export async function getHomePath(userId: string): Promise<'/admin' | '/dashboard'> {
  const id = userIdSchema.safeParse(userId);
  if (!id.success) return '/dashboard';
  try {
    return homePathFor(unwrap(await getSupabase().from('users').select('role').eq('id', id.data).single()));
  } catch {
    // No row, a refusal or the network: the member's own dashboard, not an error page.
    return '/dashboard';
  }
}

export const homePathQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.homePath(userId), queryFn: () => getHomePath(userId), staleTime: 0, retry: false });
