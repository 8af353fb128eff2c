export const questionKeys = {
  all: ['lesson-questions'] as const,
  lesson: (lessonId: number) => ['lesson-questions', lessonId] as const,
  threads: (lessonId: number) => ['lesson-questions', lessonId, 'threads'] as const,
  replies: (lessonId: number) => ['lesson-questions', lessonId, 'replies'] as const,
  // The caller's identity is part of the key: signing in or out asks again.
  permissions: (lessonId: number, userId: string | null) => ['lesson-questions', lessonId, 'permissions', userId] as const,
};
