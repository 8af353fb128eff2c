export const quizKeys = {
  all: ['quiz'] as const,
  quiz: (lessonId: number, userId: string | null) => ['quiz', lessonId, userId] as const,
};
