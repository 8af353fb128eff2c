/** The courses domain every remote shows: levels and categories with their Thai words. */
export { COURSE_LEVELS, isCourseLevel, levelLabel, type CourseLevel } from './course-levels.ts';
export { LEVELS, levelToName, levelToNumber, type LevelName } from './member-levels.ts';
export { CATEGORIES, categoryLabel, isCategory, type Category } from './categories.ts';
