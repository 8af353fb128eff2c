/** The lessons domain every remote shows: the lesson types and their Thai names, a course's curriculum and who opens it. */
export { LESSON_TYPES, LESSON_TYPE_LABELS, isLessonType, lessonTypeLabel, toLessonType, type LessonType } from './lesson-types.ts';
export {
  canPlay,
  continueLesson,
  firstPreviewLesson,
  getCompletedLessons,
  getCurriculum,
  lessonAccess,
  nextPlayableLesson,
  orderedLessons,
  type CurriculumLesson,
  type CurriculumModule,
  type LessonAccess,
} from './curriculum.ts';
