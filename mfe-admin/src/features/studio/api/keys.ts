export const studioKeys = {
  all: ['studio'] as const,
  courses: () => [...studioKeys.all, 'courses'] as const,
  income: () => [...studioKeys.all, 'income'] as const,
  students: (courseId: number) => [...studioKeys.all, 'students', courseId] as const,
  questions: () => [...studioKeys.all, 'questions'] as const,
  reviews: () => [...studioKeys.all, 'reviews'] as const,
  course: (courseId: number) => [...studioKeys.all, 'course', courseId] as const,
};
