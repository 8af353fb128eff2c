import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { memberKeys } from './keys.ts';
import { MEMBER_COLUMNS, toMember, type Member } from './types.ts';

/** Every member, newest first. RLS returns all rows to an admin (and only their own to anyone else). */
export async function getMembers(): Promise<Member[]> {
  const answer = await getSupabase().from('users').select(MEMBER_COLUMNS).order('created_at', { ascending: false }).limit(1000);
  return unwrap(answer).map(toMember);
}

export const membersQuery = () => queryOptions({ queryKey: memberKeys.list(), queryFn: getMembers });

export function useMembers() {
  return useQuery(membersQuery());
}

/**
 * Search by name or e-mail, case-insensitive, on the loaded list: the search box answers as
 * the admin types and no user text is ever spliced into a PostgREST filter string.
 */
export function filterMembers(members: Member[], search: string): Member[] {
  const needle = search.trim().toLocaleLowerCase('th');
  if (needle === '') return members;
  return members.filter((m) => m.name.toLocaleLowerCase('th').includes(needle) || (m.email ?? '').toLocaleLowerCase('th').includes(needle));
}
