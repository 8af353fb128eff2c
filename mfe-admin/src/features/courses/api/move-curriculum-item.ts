import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';

export type MoveTarget = { kind: 'module' | 'lesson'; id: number; offset: -1 | 1 };

/**
 * Moves a module within its course, or a lesson within its module, one place up or down.
 * The database renumbers and swaps in one statement pair (admin_move_module / admin_move_lesson).
 */
export async function moveCurriculumItem({ kind, id, offset }: MoveTarget): Promise<void> {
  const supabase = getSupabase();
  const answer =
    kind === 'module'
      ? await supabase.rpc('admin_move_module', { p_module_id: id, p_offset: offset })
      : await supabase.rpc('admin_move_lesson', { p_lesson_id: id, p_offset: offset });
  assertOk(answer);
}

export function useMoveCurriculumItem(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveCurriculumItem,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.curriculum(courseId) }),
  });
}
