/**
 * The lessons domain every remote shows: the lesson types and their Thai names, a course's curriculum and who
 * opens it, whether the member teaches the course (and the query keys and options both remotes read them under), a lesson's content, and the React-free side of its video (where it lives, its captions' and saved
 * place's shapes, the stretches played) that the site's video player (@shared/ui/video-player) works with.
 */
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
export { completedLessonsQuery, curriculumKeys, curriculumQuery } from './curriculum-queries.ts';
export { teachesCourse, teachingKeys, teachingQuery } from './teaching.ts';
export { getLesson, isLessonRefusal, type LessonContent } from './lesson-content.ts';
export type { LessonCaption, SaveWatchPositionInput, WatchPosition } from './lesson-media.ts';
export {
  MAX_RANGES,
  WATCHED_SHARE,
  fromTimeRanges,
  hasWatchedEnough,
  mergeRanges,
  playedSeconds,
  rangesToStore,
  resumeAt,
  type PlayedRange,
} from './played-ranges.ts';
export { LESSON_VIDEO_BUCKET, videoLocation, type VideoLocation } from './video-url.ts';
export { formatClock } from './format-clock.ts';
