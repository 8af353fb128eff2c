import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { statsKeys } from '../../../lib/stats-keys.ts';
import { courseKeys } from '../../../lib/course-keys.ts';

/** Deletes a course with its modules, lessons and enrollments (on delete cascade). */
export async function deleteCourse(id: number): Promise<void> {
  // `.select()` makes a delete that RLS silently filtered (0 rows) visible as an error.
  unwrap(await getSupabase().from('courses').delete().eq('id', z.number().int().positive().parse(id)).select('id').single());
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: courseKeys.all });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
