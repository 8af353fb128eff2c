import { remotePageRenderer } from '@shared/app-root/server-render';
import { curriculumQuery, teachingQuery } from '@shared/db/lessons';
import { myCoursesQueryOptions } from '../features/learning/api/get-my-courses.ts';
import { courseProgressQueryOptions } from '../features/lessons/api/get-course-progress.ts';
import { lessonCourseQueryOptions } from '../features/lessons/api/get-lesson-course.ts';
import { courseIdSchema } from '../lib/route-ids.ts';
import RemoteApp from './remote-app.tsx';
import { preloadServerRenderedPages } from './page-code.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import { checkoutPrefetch, checkoutRenders } from './server-routes/checkout-server-route.ts';
import { profilePrefetch, profileRenders, profileWorksBeforeApp } from './server-routes/profile-server-route.ts';

// A render to a string does not wait for a page's code to load.
await preloadServerRenderedPages();

/**
 * The learner's pages the server renders (decision 0070): a member's own pages, from the session cookie their
 * browser sends, read with their token so RLS decides what they show. A request without a session the
 * backend takes gets no render, and the page starts in the browser as before. Every other page of this
 * remote is drawn in the browser. A lesson's page is rendered with its course, the member's progress and the
 * curriculum; the lesson itself (its text, video, files) and the ticks beside the lessons are drawn in the
 * browser, under the course's title, its largest paint. A checkout and the profile (decision 0076): see
 * server-routes/.
 */
export const render = remotePageRenderer(RemoteApp, [
  {
    path: ROUTE_PATHS.dashboard,
    member: {},
    // Links only (to the member's courses and lessons, and the catalogue): its app waits for a press (decision 0073).
    worksBeforeApp: true,
    prefetch: ({ member, queryClient }) => (member ? queryClient.query(myCoursesQueryOptions(member.id)) : Promise.resolve()),
  },
  {
    path: ROUTE_PATHS.lesson,
    member: {},
    prefetch: async ({ params, member, queryClient }) => {
      const courseId = courseIdSchema.safeParse(params.id);
      if (!courseId.success || !member) return; // the page says the course was not found, without a query
      // Not the member's ticks (completedLessonsQuery): a Set, which the page's JSON cannot carry; they follow in the browser.
      await Promise.all([
        queryClient.query(lessonCourseQueryOptions(courseId.data)),
        queryClient.query(courseProgressQueryOptions(courseId.data, member.id)),
        queryClient.query(curriculumQuery(courseId.data)),
        queryClient.query(teachingQuery(member.id, courseId.data)),
      ]);
    },
  },
  // Its coupon field and pay button wait for the app, which answers them; the rest is links (decision 0076).
  { path: ROUTE_PATHS.checkout, member: {}, renders: checkoutRenders, prefetch: checkoutPrefetch, worksBeforeApp: true },
  { path: ROUTE_PATHS.profile, member: {}, renders: profileRenders, prefetch: profilePrefetch, worksBeforeApp: profileWorksBeforeApp },
]);
