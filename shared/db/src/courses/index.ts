/** The courses domain every remote shows: levels and categories with their Thai words, and a course's price. */
export { COURSE_LEVELS, isCourseLevel, levelLabel, type CourseLevel } from './course-levels.ts';
export { LEVELS, LEVEL_LABELS, levelToName, levelToNumber, type LevelName } from './member-levels.ts';
export { CATEGORIES, CATEGORY_LABELS, categoryLabel, isCategory, type Category } from './categories.ts';
export { FREE_COURSE_LABEL, coursePriceText, currentCoursePrice, type CoursePriceColumns } from './course-price.ts';
