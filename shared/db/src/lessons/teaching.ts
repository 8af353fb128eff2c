import { getRestClient } from '../rest/rest.ts';
import { unwrap } from '../answer.ts';

/**
 * Whether the signed-in member teaches a course (public.is_instructor_of, decision 0053): they open every
 * lesson without enrolling, so the course page offers them the lessons instead of "ลงทะเบียน" and the lesson
 * page shows every lesson open. The database decides what opens; this only chooses what to show. Both
 * remotes ask it here, under one key, so either page's answer serves the other.
 */
export async function teachesCourse(courseId: number): Promise<boolean> {
  return unwrap(await getRestClient().rpc('is_instructor_of', { p_course_id: courseId }));
}

/** Outside the catalogue's root: enrolling or reviewing does not change who teaches a course. */
export const teachingKeys = {
  course: (userId: string | null, courseId: number) => ['teaching', userId, courseId] as const,
};

/** The question as TanStack Query options (written out, as curriculum-queries.ts does, to stay React-free); not asked signed out. */
export const teachingQuery = (userId: string | null, courseId: number) => ({
  queryKey: teachingKeys.course(userId, courseId),
  queryFn: () => teachesCourse(courseId),
  enabled: userId !== null,
  staleTime: 5 * 60 * 1000,
});
