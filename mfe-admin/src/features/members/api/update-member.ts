import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { requiredText } from '../../../lib/zod-helpers.ts';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { memberKeys } from './keys.ts';
import { MEMBER_COLUMNS, toMember, type Member } from './types.ts';
import { USER_ROLES, USER_STATUSES } from '@shared/db/users';

export const updateMemberSchema = z.object({
  name: requiredText(200),
  level: z.number().int().min(1).max(4),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
});
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

/** Level, role and status; RLS lets only an admin touch another row, a trigger guards role and status. */
export async function updateMember({ id, values }: { id: string; values: Partial<UpdateMemberInput> }): Promise<Member> {
  const patch = updateMemberSchema.partial().parse(values);
  const answer = await getSupabase().from('users').update(patch).eq('id', z.uuid().parse(id)).select(MEMBER_COLUMNS).single();
  return toMember(unwrap(answer));
}

export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
