import { getRestClient } from '@shared/db/rest';
import { assertOk, unwrap } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import type { Tables, TablesInsert } from '@shared/db';
import { USER_ROLES, USER_STATUSES } from '@shared/db/users';
import type { Profile } from './types.ts';

/** The level mapping is the courses domain's (@shared/db); the auth bus and forms read it from here too. */
export { LEVELS, levelToName, levelToNumber, type LevelName } from '@shared/db/courses';

/** The home a signed-in user belongs to (spec §6): any role but admin's is a member's. */
export function homePathFor(profile: Pick<Tables<'users'>, 'role'> | null): '/admin' | '/dashboard' {
  return profile?.role === 'admin' ? '/admin' : '/dashboard';
}

/** The one mapper from a users row to a Profile: the role and status are checked, not cast. */
export function toProfile(row: Tables<'users'>): Profile {
  return { ...row, role: oneOf(USER_ROLES, row.role, 'users.role'), status: oneOf(USER_STATUSES, row.status, 'users.status') };
}

/**
 * Whether the signed-in member is linked to an instructor profile (decision 0053): what the
 * header's สตูดิโอผู้สอน link, the instructor's e-mail settings and the studio's guard ask. The database
 * answers (current_instructor_id, null for anyone else); the studio's functions check again.
 */
export async function fetchIsInstructor(): Promise<boolean> {
  const answer = await getRestClient().rpc('current_instructor_id');
  assertOk(answer);
  return answer.data !== null;
}

/** Reads the caller's users row; null when it does not exist (yet). Throws on any other error. */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const answer = await getRestClient().from('users').select('*').eq('id', userId).maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toProfile(answer.data);
}

/** Creates the caller's users row and returns it as stored (the database fills what the row leaves out). */
export async function insertProfile(row: TablesInsert<'users'>): Promise<Profile> {
  return toProfile(unwrap(await getRestClient().from('users').insert(row).select('*').single()));
}
