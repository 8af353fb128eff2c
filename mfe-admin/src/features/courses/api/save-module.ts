import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { requiredText } from '../../../lib/zod-helpers.ts';
import { courseKeys } from '../../../lib/course-keys.ts';

export const moduleFormSchema = z.object({
  title: requiredText(200),
  position: z.number().int().min(0).max(10000),
});
export type ModuleFormValues = z.infer<typeof moduleFormSchema>;

/** Adds a module to a course or renames / reorders one. */
export async function saveModule(args: { courseId: number; id?: number; values: ModuleFormValues }): Promise<void> {
  const values = moduleFormSchema.parse(args.values);
  const table = getSupabase().from('course_modules');
  const query = args.id === undefined ? table.insert({ ...values, course_id: args.courseId }) : table.update(values).eq('id', args.id);
  unwrap(await query.select('id').single());
}

export function useSaveModule(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { id?: number; values: ModuleFormValues }) => saveModule({ courseId, ...args }),
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.curriculum(courseId) }),
  });
}
