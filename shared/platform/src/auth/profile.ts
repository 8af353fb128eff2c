import { getRestClient } from '@shared/db/rest';
import type { Profile } from './types.ts';

/** The level mapping is the courses domain's (@shared/db); the auth bus and forms read it from here too. */
export { LEVELS, levelToName, levelToNumber, type LevelName } from '@shared/db/courses';

/** The home a signed-in user belongs to (spec §6). */
export function homePathFor(profile: Pick<Profile, 'role'> | null): '/admin' | '/dashboard' {
  return profile?.role === 'admin' ? '/admin' : '/dashboard';
}

/**
 * Whether the signed-in member is linked to an instructor profile (decision 0053): what the
 * header's สตูดิโอผู้สอน link and the instructor's e-mail settings ask. The database answers
 * (current_instructor_id, null for anyone else); the studio's functions check again.
 */
export async function fetchIsInstructor(): Promise<boolean> {
  const { data, error } = await getRestClient().rpc('current_instructor_id');
  if (error) throw error;
  return data !== null;
}

/** Reads the caller's users row; null when it does not exist (yet). Throws on any other error. */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await getRestClient().from('users').select('*').eq('id', userId).maybeSingle<Profile>();
  if (error) throw error;
  return data;
}
