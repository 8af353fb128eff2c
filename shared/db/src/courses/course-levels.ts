import { levelToName } from './member-levels.ts';
import { th } from '@shared/messages';

/** courses.level's check constraint (text, so the generated row types it `string`). */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export function isCourseLevel(value: string): value is CourseLevel {
  return COURSE_LEVELS.some((level) => level === value);
}

const isLevelWord = (value: string): value is keyof typeof th.levels => Object.hasOwn(th.levels, value);

/**
 * The Thai word for a level: a course's level name, or a learner's users.level (1–4, which adds "expert").
 * An unknown name is shown as it is rather than hidden.
 */
export function levelLabel(level: number | string): string {
  if (typeof level === 'number') return th.levels[levelToName(level)];
  return isLevelWord(level) ? th.levels[level] : level;
}
