export const lessonKeys = {
  course: (courseId: number) => ['lesson-course', courseId] as const,
  files: (lessonId: number, userId: string | null) => ['lesson-files', lessonId, userId] as const,
  watchPosition: (lessonId: number, userId: string) => ['lesson-watch-position', lessonId, userId] as const,
};
