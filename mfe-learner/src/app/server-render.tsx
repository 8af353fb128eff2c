import { remotePageRenderer } from '@shared/app-root/server-render';
import { myCoursesQueryOptions } from '../features/learning/api/get-my-courses.ts';
import RemoteApp from './remote-app.tsx';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * The learner's pages the server renders (decision 0070): a member's own pages, from the session cookie their
 * browser sends, read with their token so RLS decides what they show. A request without a session the
 * backend takes gets no render, and the page starts in the browser as before. Every other page of this
 * remote is drawn in the browser.
 */
export const render = remotePageRenderer(RemoteApp, [
  {
    path: ROUTE_PATHS.dashboard,
    member: {},
    prefetch: ({ member, queryClient }) => (member ? queryClient.query(myCoursesQueryOptions(member.id)) : Promise.resolve()),
  },
]);
