import { remotePageRenderer } from 'shared/server-render';
import { coursesQueryOptions } from '../features/courses/api/get-courses.ts';
import { courseQueryOptions } from '../features/courses/api/get-course.ts';
import { instructorStatsQueryOptions } from '../features/courses/api/get-instructor-stats.ts';
import { parseFilters } from '../features/courses/lib/course-filters.ts';
import { curriculumQueryOptions } from '../features/lessons/api/get-curriculum.ts';
import { courseIdSchema } from '../lib/course-schemas.ts';
import RemoteApp from './remote-app.tsx';

/**
 * The catalogue's pages as the server renders them (decision 0031): the
 * course list with its filters from the URL, and a course's page with its
 * curriculum and instructor. A lesson's page needs the visitor's enrolment:
 * not rendered.
 */
export const render = remotePageRenderer(RemoteApp, [
  {
    path: '/courses',
    prefetch: ({ searchParams, queryClient }) => queryClient.query(coursesQueryOptions(parseFilters(searchParams))),
  },
  {
    path: '/course/:id',
    prefetch: async ({ params, queryClient }) => {
      const id = courseIdSchema.safeParse(params.id);
      if (!id.success) return; // the page says the course was not found, without a query
      const [course] = await Promise.all([queryClient.query(courseQueryOptions(id.data)), queryClient.query(curriculumQueryOptions(id.data))]);
      if (course?.instructor_id != null) await queryClient.query(instructorStatsQueryOptions(course.instructor_id));
    },
  },
]);
