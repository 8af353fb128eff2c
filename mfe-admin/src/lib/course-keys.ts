export const courseKeys = {
  all: ['admin', 'courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
  curriculum: (id: number) => [...courseKeys.all, 'curriculum', id] as const,
  captions: (lessonId: number) => [...courseKeys.all, 'captions', lessonId] as const,
  instructors: () => [...courseKeys.all, 'instructors'] as const,
};
