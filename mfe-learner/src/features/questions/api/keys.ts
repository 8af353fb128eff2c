export const questionKeys = {
  all: ['lesson-questions'] as const,
  lesson: (lessonId: number) => ['lesson-questions', lessonId] as const,
  threads: (lessonId: number) => ['lesson-questions', lessonId, 'threads'] as const,
  replies: (lessonId: number) => ['lesson-questions', lessonId, 'replies'] as const,
  permissions: (lessonId: number) => ['lesson-questions', lessonId, 'permissions'] as const,
};
