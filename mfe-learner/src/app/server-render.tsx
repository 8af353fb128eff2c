import { remotePageRenderer } from '@shared/app-root/server-render';
import { myCoursesQueryOptions } from '../features/learning/api/get-my-courses.ts';
import RemoteApp from './remote-app.tsx';
import { preloadServerRenderedPages } from './page-code.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import { checkoutPrefetch, checkoutRenders } from './server-routes/checkout-server-route.ts';
import { lessonPrefetch, lessonWorksBeforeApp } from './server-routes/lesson-server-route.ts';
import { profilePrefetch, profileRenders, profileWorksBeforeApp } from './server-routes/profile-server-route.ts';

// A render to a string does not wait for a page's code to load.
await preloadServerRenderedPages();

/**
 * The learner's pages the server renders (decision 0070): a member's own pages, from the session cookie their
 * browser sends, read with their token so RLS decides what they show. A request without a session the
 * backend takes gets no render, and the page starts in the browser as before. Every other page of this
 * remote is drawn in the browser. A lesson (decision 0079), a checkout and the profile (decision 0076): see
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
  // A lesson to watch or read waits for a press; a quiz or an exercise starts at once (decision 0079).
  { path: ROUTE_PATHS.lesson, member: {}, prefetch: lessonPrefetch, worksBeforeApp: lessonWorksBeforeApp },
  // Its coupon field and pay button wait for the app, which answers them; the rest is links (decision 0076).
  { path: ROUTE_PATHS.checkout, member: {}, renders: checkoutRenders, prefetch: checkoutPrefetch, worksBeforeApp: true },
  { path: ROUTE_PATHS.profile, member: {}, renders: profileRenders, prefetch: profilePrefetch, worksBeforeApp: profileWorksBeforeApp },
]);
