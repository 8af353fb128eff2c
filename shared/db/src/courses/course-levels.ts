import { LEVEL_LABELS, levelToName } from './member-levels.ts';

/** courses.level's check constraint (text, so the generated row types it `string`). */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export function isCourseLevel(value: string): value is CourseLevel {
  return COURSE_LEVELS.some((level) => level === value);
}

const isLevelWord = (value: string): value is keyof typeof LEVEL_LABELS => Object.hasOwn(LEVEL_LABELS, value);

/**
 * The Thai word for a level: a course's level name, or a learner's users.level (1–4, which adds "expert").
 * An unknown name is shown as it is rather than hidden.
 */
export function levelLabel(level: number | string): string {
  if (typeof level === 'number') return LEVEL_LABELS[levelToName(level)];
  return isLevelWord(level) ? LEVEL_LABELS[level] : level;
}
