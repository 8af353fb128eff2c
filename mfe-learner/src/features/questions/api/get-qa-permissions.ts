import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { questionKeys } from './keys.ts';

// lesson_qa_permissions answers `Json`: read through zod.
const permissionsSchema = z.object({
  can_read: z.boolean(),
  can_post: z.boolean(),
  can_accept: z.boolean(),
  can_hide: z.boolean(),
});
export type QaPermissions = z.infer<typeof permissionsSchema>;

/** Which controls will work for the caller under this lesson (the database enforces them anyway). */
export async function getQaPermissions(lessonId: number): Promise<QaPermissions> {
  return permissionsSchema.parse(unwrap(await getSupabase().rpc('lesson_qa_permissions', { p_lesson_id: lessonId })));
}

export const qaPermissionsQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: questionKeys.permissions(lessonId, userId), queryFn: () => getQaPermissions(lessonId) });

export function useQaPermissions(lessonId: number, userId: string | null) {
  return useQuery(qaPermissionsQueryOptions(lessonId, userId));
}
