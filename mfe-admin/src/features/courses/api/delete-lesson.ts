import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';

/** Deletes a lesson with its content and everyone's progress on it (on delete cascade). */
export async function deleteLesson(id: number): Promise<void> {
  unwrap(await getSupabase().from('lessons').delete().eq('id', id).select('id').single());
}

export function useDeleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
