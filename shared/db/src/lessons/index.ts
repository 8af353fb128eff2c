/** The lessons domain every remote shows: the lesson types and their Thai names. */
export { LESSON_TYPES, LESSON_TYPE_LABELS, isLessonType, lessonTypeLabel, toLessonType, type LessonType } from './lesson-types.ts';
