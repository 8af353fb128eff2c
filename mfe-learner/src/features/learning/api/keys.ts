/** Query keys of the learner's own enrollments; the user id keeps two accounts' answers apart. */
export const learningKeys = {
  all: ['learning'] as const,
  myCourses: (userId: string) => [...learningKeys.all, 'my-courses', userId] as const,
};
