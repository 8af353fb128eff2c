import { getRestClient } from '../supabase/rest.ts';
import type { Profile } from './types.ts';

/** The spec's level mapping (§3, §9): unknown → 1. */
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type LevelName = (typeof LEVELS)[number];

export function levelToNumber(level: unknown): number {
  if (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 4) return level;
  const index = LEVELS.indexOf(level as LevelName);
  return index === -1 ? 1 : index + 1;
}

export function levelToName(level: number): LevelName {
  return LEVELS[level - 1] ?? 'beginner';
}

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
