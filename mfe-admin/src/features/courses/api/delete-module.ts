import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';

/** Deletes a module and its lessons (on delete cascade). */
export async function deleteModule(id: number): Promise<void> {
  unwrap(await getSupabase().from('course_modules').delete().eq('id', id).select('id').single());
}

export function useDeleteModule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
