import { queryRoots } from '../../../lib/query-roots.ts';

export const lessonKeys = {
  curriculum: (courseId: number) => ['curriculum', courseId] as const,
  content: (lessonId: number, userId: string | null) => ['lesson-content', lessonId, userId] as const,
  captions: (lessonId: number, userId: string | null) => ['lesson-captions', lessonId, userId] as const,
  files: (lessonId: number, userId: string | null) => ['lesson-files', lessonId, userId] as const,
  watchPosition: (lessonId: number, userId: string) => ['lesson-watch-position', lessonId, userId] as const,
  videoSource: (videoUrl: string, userId: string | null) => ['lesson-video-source', videoUrl, userId] as const,
  completedAll: [queryRoots.lessonProgress] as const,
  completed: (courseId: number, userId: string | null) => [queryRoots.lessonProgress, courseId, userId] as const,
};
