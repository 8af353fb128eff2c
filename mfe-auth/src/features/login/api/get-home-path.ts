import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { homePathFor } from '@shared/platform/auth/profile';
import { unwrap } from '@shared/db/answer';
import { userKeys } from '../../../lib/user-keys.ts';

/** A user id as GoTrue writes it: a GUID's 8-4-4-4-12 hex digits (the check zod's `z.guid()` made). */
const USER_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Spec §4: after a password login, the role decides /admin or /dashboard; any failure means /dashboard. */
export async function getHomePath(userId: string): Promise<'/admin' | '/dashboard'> {
  if (!USER_ID.test(userId)) return '/dashboard';
  try {
    return homePathFor(unwrap(await getSupabase().from('users').select('role').eq('id', userId).single()));
  } catch {
    // No row, a refusal or the network: the member's own dashboard, not an error page.
    return '/dashboard';
  }
}

export const homePathQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.homePath(userId), queryFn: () => getHomePath(userId), staleTime: 0, retry: false });
