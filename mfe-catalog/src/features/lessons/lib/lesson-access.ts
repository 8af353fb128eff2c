import type { LessonType } from '@shared/db/lessons';

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
