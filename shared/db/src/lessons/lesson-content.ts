import { z } from '@shared/zod';
import { getRestClient } from '../rest/rest.ts';
import { unwrap } from '../answer.ts';
import { LESSON_TYPES } from './lesson-types.ts';

const lessonSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  duration_minutes: z.number(),
  video_url: z.string().nullable(),
  body: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
});
export type LessonContent = z.infer<typeof lessonSchema>;

/**
 * A lesson with its content through the `get_lesson` rpc: the lesson page plays it, the course page its free
 * preview. The server refuses (42501) a locked lesson to anyone not enrolled, whatever the UI shows.
 */
export async function getLesson(lessonId: number): Promise<LessonContent> {
  // get_lesson answers `Json`: read through zod.
  return lessonSchema.parse(unwrap(await getRestClient().rpc('get_lesson', { p_lesson_id: lessonId })));
}

/** A refusal is an answer, not a glitch: a query does not retry it. */
export function isLessonRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '42501';
}
