export const exerciseKeys = {
  all: ['admin', 'exercises'] as const,
  detail: (lessonId: number) => [...exerciseKeys.all, lessonId] as const,
};
