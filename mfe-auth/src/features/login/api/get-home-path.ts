import { queryOptions } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { homePathFor } from '@shared/platform/auth/profile';
import { userKeys } from '../../../lib/user-keys.ts';

const userIdSchema = z.guid();

/** Spec §4: after a password login, the role decides /admin or /dashboard; any failure means /dashboard. */
export async function getHomePath(userId: string): Promise<'/admin' | '/dashboard'> {
  const id = userIdSchema.safeParse(userId);
  if (!id.success) return '/dashboard';
  const { data, error } = await getSupabase().from('users').select('role').eq('id', id.data).single<{ role: 'user' | 'admin' }>();
  if (error) return '/dashboard';
  return homePathFor(data);
}

export const homePathQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.homePath(userId), queryFn: () => getHomePath(userId), staleTime: 0, retry: false });
