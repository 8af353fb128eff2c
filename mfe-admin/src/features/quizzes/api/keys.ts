export const quizKeys = {
  all: ['admin', 'quizzes'] as const,
  editing: (lessonId: number) => [...quizKeys.all, lessonId] as const,
};
