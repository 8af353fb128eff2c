import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { oneOf } from '@shared/db/row-values';
import { unwrap } from '@shared/db/answer';

const INVITE_OUTCOMES = ['invited', 'linked'] as const;

export interface InstructorAccount {
  id: number;
  name: string;
  user_id: string | null;
  /** The open invite's address, if one waits. */
  invitedEmail: string | null;
}

const keys = { all: ['admin', 'instructor-accounts'] as const };

async function getInstructorAccounts(): Promise<InstructorAccount[]> {
  const supabase = getSupabase();
  const instructors = unwrap(await supabase.from('instructors').select('id,name,user_id').order('id'));
  const invites = unwrap(await supabase.from('instructor_invites').select('instructor_id,email').is('accepted_at', null));
  return instructors.map((row) => ({ ...row, invitedEmail: invites.find((i) => i.instructor_id === row.id)?.email ?? null }));
}

export const instructorAccountsQuery = () => queryOptions({ queryKey: keys.all, queryFn: getInstructorAccounts });

export function useInstructorAccounts() {
  return useQuery(instructorAccountsQuery());
}

/** public.admin_invite_instructor: 'invited' (the invite e-mail follows) or 'linked' (the address had an account). */
export function useInviteInstructor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ instructorId, email }: { instructorId: number; email: string }) =>
      oneOf(
        INVITE_OUTCOMES,
        unwrap(await getSupabase().rpc('admin_invite_instructor', { p_instructor_id: instructorId, p_email: email })),
        'admin_invite_instructor',
      ),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUnlinkInstructor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (instructorId: number) => {
      unwrap(await getSupabase().rpc('admin_unlink_instructor', { p_instructor_id: instructorId }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
