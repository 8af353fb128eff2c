export const lessonKeys = {
  course: (courseId: number) => ['lesson-course', courseId] as const,
  content: (lessonId: number, userId: string | null) => ['lesson-content', lessonId, userId] as const,
  captions: (lessonId: number, userId: string | null) => ['lesson-captions', lessonId, userId] as const,
  files: (lessonId: number, userId: string | null) => ['lesson-files', lessonId, userId] as const,
  watchPosition: (lessonId: number, userId: string) => ['lesson-watch-position', lessonId, userId] as const,
  videoSource: (videoUrl: string, userId: string | null) => ['lesson-video-source', videoUrl, userId] as const,
};
