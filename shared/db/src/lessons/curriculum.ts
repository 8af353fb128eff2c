import { getRestClient } from '../rest/rest.ts';
import { unwrap } from '../answer.ts';
import type { Tables } from '../database.types.ts';
import { toLessonType, type LessonType } from './lesson-types.ts';

/**
 * A course's curriculum and who may open its lessons: the course page (mfe-catalog) shows it as the
 * course's outline, the lesson page (mfe-learner) as the way through the course (decision 0065), so both
 * read it here, the same way, into the same shape.
 */

export interface CurriculumLesson {
  id: number;
  title: string;
  type: LessonType;
  duration_minutes: number;
  is_preview: boolean;
  position: number;
}

export interface CurriculumModule {
  id: number;
  title: string;
  position: number;
  lessons: CurriculumLesson[];
}

export type LessonAccess = 'playable' | 'preview' | 'locked';

/**
 * Spec §6: a lesson is playable only for enrolled learners or when it is a free preview. This is
 * what the UI shows; the server enforces the same rule (lesson_contents RLS and get_lesson).
 */
export function lessonAccess(lesson: Pick<CurriculumLesson, 'is_preview'>, enrolled: boolean): LessonAccess {
  if (enrolled) return 'playable';
  return lesson.is_preview ? 'preview' : 'locked';
}

export function canPlay(lesson: Pick<CurriculumLesson, 'is_preview'>, enrolled: boolean): boolean {
  return lessonAccess(lesson, enrolled) !== 'locked';
}

/** All lessons in curriculum order (module position, then lesson position). */
export function orderedLessons(modules: readonly CurriculumModule[]): CurriculumLesson[] {
  return [...modules].sort((a, b) => a.position - b.position).flatMap((m) => [...m.lessons].sort((a, b) => a.position - b.position));
}

/** The next lesson after `lessonId` that the learner may open, or null at the end. */
export function nextPlayableLesson(modules: readonly CurriculumModule[], lessonId: number, enrolled: boolean): CurriculumLesson | null {
  const all = orderedLessons(modules);
  const index = all.findIndex((l) => l.id === lessonId);
  if (index < 0) return null;
  return all.slice(index + 1).find((l) => canPlay(l, enrolled)) ?? null;
}

/** Where "continue" goes: the first unfinished lesson, else the first lesson. */
export function continueLesson(modules: readonly CurriculumModule[], completed: ReadonlySet<number>): CurriculumLesson | null {
  const all = orderedLessons(modules);
  return all.find((l) => !completed.has(l.id)) ?? all[0] ?? null;
}

/** The first free preview, for the sidebar's preview button. */
export function firstPreviewLesson(modules: readonly CurriculumModule[]): CurriculumLesson | null {
  return orderedLessons(modules).find((l) => l.is_preview) ?? null;
}

type ModuleRow = Pick<Tables<'course_modules'>, 'id' | 'title' | 'position'> & {
  lessons: Pick<Tables<'lessons'>, 'id' | 'title' | 'type' | 'duration_minutes' | 'is_preview' | 'position'>[];
};

function toCurriculumModule(row: ModuleRow): CurriculumModule {
  const lessons = row.lessons.map((lesson) => ({ ...lesson, type: toLessonType(lesson.type) }));
  // Sorted here too: embedded rows carry no guaranteed order.
  return { ...row, lessons: orderedLessons([{ ...row, lessons }]) };
}

/** Modules with their lessons (titles only: the content is behind RLS in lesson_contents). */
export async function getCurriculum(courseId: number): Promise<CurriculumModule[]> {
  const rows = unwrap(
    await getRestClient()
      .from('course_modules')
      .select('id,title,position,lessons(id,title,type,duration_minutes,is_preview,position)')
      .eq('course_id', courseId)
      .order('position', { ascending: true }),
  );
  return rows.map(toCurriculumModule).sort((a, b) => a.position - b.position);
}

/** Ids of the lessons of a course the signed-in learner has completed (RLS: own rows only). */
export async function getCompletedLessons(courseId: number): Promise<number[]> {
  const rows = unwrap(await getRestClient().from('lesson_progress').select('lesson_id').eq('course_id', courseId));
  return rows.map((r) => r.lesson_id);
}
