import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { memberKeys } from './keys.ts';

/**
 * Deletes the account itself (rpc admin_delete_member, migration 20261121090000), not only the
 * profile row: a row-only delete would leave a login that quietly re-creates an empty profile.
 */
export async function deleteMember(id: string): Promise<void> {
  unwrap(await getSupabase().rpc('admin_delete_member', { p_user_id: z.uuid().parse(id) }));
}

export function useDeleteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
