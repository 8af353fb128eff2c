import { courseProgressKeys } from '@shared/platform/query/cross-app-keys';

export const lessonKeys = {
  course: (courseId: number) => ['lesson-course', courseId] as const,
  files: (lessonId: number, userId: string | null) => ['lesson-files', lessonId, userId] as const,
  // Under the enrolments' root, which completing a lesson, passing a quiz or an exercise refreshes.
  courseProgress: (courseId: number, userId: string | null) => [...courseProgressKeys.all, 'lesson-page', courseId, userId] as const,
  watchPosition: (lessonId: number, userId: string) => ['lesson-watch-position', lessonId, userId] as const,
};
