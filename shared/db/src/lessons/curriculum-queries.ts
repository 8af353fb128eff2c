import { getCompletedLessons, getCurriculum } from './curriculum.ts';

/**
 * A course's curriculum and the learner's completed lessons: the course page (mfe-catalog) and the lesson page
 * (mfe-learner) read the same rows under these keys, so either page's read serves the other, and completing a
 * lesson on one refreshes the ticks on the other.
 */
export const curriculumKeys = {
  curriculum: (courseId: number) => ['curriculum', courseId] as const,
  completedAll: ['lesson-progress'] as const,
  completed: (courseId: number, userId: string | null) => [...curriculumKeys.completedAll, courseId, userId] as const,
};

/*
 * The two reads as TanStack Query options, written out rather than through react-query's queryOptions() so that
 * this package stays React-free: each remote's hook is one useQuery of them.
 */

/** A course's modules and lessons, in order. */
export const curriculumQuery = (courseId: number) => ({
  queryKey: curriculumKeys.curriculum(courseId),
  queryFn: () => getCurriculum(courseId),
});

/** One Set per answer: `select` keeps its result while the answer is the same, so a page re-renders only on a change. */
const asSet = (lessonIds: number[]): ReadonlySet<number> => new Set(lessonIds);

/**
 * The lessons of a course `userId` has completed; not asked for signed out. Cached as the ids the database
 * gave (a server render carries its answers as JSON, where a Set would arrive as `{}`), read as a Set.
 */
export const completedLessonsQuery = (courseId: number, userId: string | null) => ({
  queryKey: curriculumKeys.completed(courseId, userId),
  queryFn: () => getCompletedLessons(courseId),
  select: asSet,
  enabled: userId !== null,
});
