import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { LESSON_TYPES } from '@shared/db/lessons';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { lessonKeys } from './keys.ts';

const lessonSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  duration_minutes: z.coerce.number().catch(0),
  video_url: z.string().nullable(),
  body: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
});
export type LessonContent = z.infer<typeof lessonSchema>;

/**
 * A lesson with its content through the `get_lesson` rpc. The server refuses (42501) a locked
 * lesson to anyone not enrolled, whatever the UI shows.
 */
export async function getLesson(lessonId: number): Promise<LessonContent> {
  const id = lessonIdSchema.parse(lessonId);
  const result = await getSupabase().rpc('get_lesson', { p_lesson_id: id });
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return lessonSchema.parse(row);
}

export const lessonQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({
    queryKey: lessonKeys.content(lessonId, userId),
    queryFn: () => getLesson(lessonId),
    // A refusal is an answer, not a glitch: do not retry it three times.
    retry: (failures, error) => (error as { code?: string }).code !== '42501' && failures < 2,
  });

export function useLesson(lessonId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return useQuery({ ...lessonQueryOptions(lessonId, userId), enabled: auth.status !== 'loading' });
}
