import { oneOf } from '../row-values.ts';

/** lessons.type's check constraint (20261124030000_quiz_tables.sql), in the order forms list them. */
export const LESSON_TYPES = ['video', 'document', 'exercise', 'project', 'quiz'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export function isLessonType(value: string): value is LessonType {
  return LESSON_TYPES.some((type) => type === value);
}

/** A lessons row's type as the UI's union (the column is text with a check constraint). */
export function toLessonType(value: string): LessonType {
  return oneOf(LESSON_TYPES, value, 'lessons.type');
}

/** What a lesson of each type is called, in the curriculum, the player, the admin and the studio alike. */
export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  video: 'วิดีโอ',
  document: 'เอกสาร',
  exercise: 'แบบฝึกหัด',
  project: 'โปรเจกต์',
  quiz: 'แบบทดสอบ',
};

/** The Thai name of a lesson type; an unknown one is shown as it is. */
export function lessonTypeLabel(type: string): string {
  return isLessonType(type) ? LESSON_TYPE_LABELS[type] : type;
}
