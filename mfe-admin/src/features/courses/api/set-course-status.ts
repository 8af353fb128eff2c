import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { courseKeys } from '../../../lib/course-keys.ts';

const input = z.object({ id: z.number().int().positive(), status: z.enum(['draft', 'published']) });

/** Publish or unpublish; RLS then shows or hides the course in /courses (drafts are admin-only). */
export async function setCourseStatus(args: z.infer<typeof input>): Promise<void> {
  const { id, status } = input.parse(args);
  unwrap(await getSupabase().from('courses').update({ status }).eq('id', id).select('id').single());
}

export function useSetCourseStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCourseStatus,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: courseKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
