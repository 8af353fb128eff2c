import { remotePageRenderer } from '@shared/app-root/server-render';
import type { ServerRouteContext } from '@shared/app-root/server-render';
import { myCoursesQueryOptions } from '../features/learning/api/get-my-courses.ts';
import { courseIdSchema, lessonIdSchema } from '../lib/route-ids.ts';
import RemoteApp from './remote-app.tsx';
import { preloadServerRenderedPages } from './page-code.ts';
import { lessonWorksBeforeApp, readLessonPage, type LessonPageAddress } from './routes/lesson-page-reads.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import { checkoutPrefetch, checkoutRenders } from './server-routes/checkout-server-route.ts';
import { profilePrefetch, profileRenders, profileWorksBeforeApp } from './server-routes/profile-server-route.ts';

// A render to a string does not wait for a page's code to load (nor for the lesson text's renderer, which it waits for).
await preloadServerRenderedPages();

/** The lesson page's address for `memberId`; null when the URL names no course or lesson (the page says so unread). */
function lessonAddress(params: ServerRouteContext['params'], memberId: string): LessonPageAddress | null {
  const courseId = courseIdSchema.safeParse(params.id);
  const lessonId = lessonIdSchema.safeParse(params.lessonId);
  return courseId.success && lessonId.success ? { courseId: courseId.data, lessonId: lessonId.data, userId: memberId } : null;
}

/**
 * The learner's pages the server renders (decision 0070): a member's own pages, from the session cookie their
 * browser sends, read with their token so RLS decides what they show. A request without a session the
 * backend takes gets no render, and the page starts in the browser as before. Every other page of this
 * remote is drawn in the browser. A lesson's page is rendered whole (decision 0075): the course, the member's
 * progress and ticks, the lesson's text, files and video, and its questions. A checkout and the profile (decision 0076):
 * see server-routes/.
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
      const address = member ? lessonAddress(params, member.id) : null;
      if (address) await readLessonPage(queryClient, address);
    },
    // Its app waits for a press unless the lesson is a quiz or an exercise (decision 0075).
    worksBeforeApp: ({ params, member, queryClient }) => {
      const address = member ? lessonAddress(params, member.id) : null;
      return address !== null && lessonWorksBeforeApp(queryClient, address);
    },
  },
  // Its coupon field and pay button wait for the app, which answers them; the rest is links (decision 0076).
  { path: ROUTE_PATHS.checkout, member: {}, renders: checkoutRenders, prefetch: checkoutPrefetch, worksBeforeApp: true },
  { path: ROUTE_PATHS.profile, member: {}, renders: profileRenders, prefetch: profilePrefetch, worksBeforeApp: profileWorksBeforeApp },
]);
