import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { levelToNumber } from '@shared/platform/auth/profile';

export const syncProfileInputSchema = z.object({
  id: z.guid(),
  email: z.string().trim().min(1).max(320),
  name: z.string().trim().max(200),
  level: z.unknown(),
});
export type SyncProfileInput = z.infer<typeof syncProfileInputSchema>;

/**
 * Spec §4: after sign-up, read the users row and create it if absent. The
 * database trigger normally created it already; a duplicate key therefore
 * means "someone got there first", which is success too.
 */
export async function syncProfile(input: SyncProfileInput): Promise<'existing' | 'created'> {
  const { id, email, name, level } = syncProfileInputSchema.parse(input);
  const supabase = getSupabase();
  const { data, error } = await supabase.from('users').select('id').eq('id', id).maybeSingle();
  if (error) throw error;
  if (data) return 'existing';
  const { error: insertError } = await supabase
    .from('users')
    .insert({ id, email, name, avatar_url: null, role: 'user', level: levelToNumber(level) });
  if (insertError && insertError.code !== '23505') throw insertError;
  return insertError ? 'existing' : 'created';
}
