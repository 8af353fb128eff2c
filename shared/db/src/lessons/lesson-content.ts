import { getRestClient } from '../rest/rest.ts';
import { unwrap } from '../answer.ts';
import { LESSON_TYPES, type LessonType } from './lesson-types.ts';

export interface LessonContent {
  id: number;
  course_id: number;
  title: string;
  type: LessonType;
  duration_minutes: number;
  video_url: string | null;
  /** '' for a lesson without text. */
  body: string;
}

/**
 * get_lesson answers `Json` (built in SQL, so the generated types cannot describe it): read field by field. By
 * hand, not zod: the course page's free preview reads it, and `@shared/db` is a package every page's app starts
 * with, so a zod dependency here put zod on every page (decision 0077).
 */
export function readLessonContent(answer: unknown): LessonContent {
  const wrong = (field: string) => new TypeError(`get_lesson answered an unexpected ${field}`);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw wrong('answer');
  const { id, course_id, title, type, duration_minutes, video_url, body } = answer as Record<string, unknown>;
  if (typeof id !== 'number') throw wrong('id');
  if (typeof course_id !== 'number') throw wrong('course_id');
  if (typeof title !== 'string') throw wrong('title');
  if (!(LESSON_TYPES as readonly unknown[]).includes(type)) throw wrong('type');
  if (typeof duration_minutes !== 'number') throw wrong('duration_minutes');
  if (video_url !== null && typeof video_url !== 'string') throw wrong('video_url');
  if (body !== null && typeof body !== 'string') throw wrong('body');
  return { id, course_id, title, type: type as LessonType, duration_minutes, video_url, body: body ?? '' };
}

/**
 * A lesson with its content through the `get_lesson` rpc: the lesson page plays it, the course page its free
 * preview. The server refuses (42501) a locked lesson to anyone not enrolled, whatever the UI shows.
 */
export async function getLesson(lessonId: number): Promise<LessonContent> {
  return readLessonContent(unwrap(await getRestClient().rpc('get_lesson', { p_lesson_id: lessonId })));
}

/** A refusal is an answer, not a glitch: a query does not retry it. */
export function isLessonRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '42501';
}
