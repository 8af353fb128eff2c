import { lazyPage, type LazyPage } from '@shared/ui/page-code';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * The pages loaded with import() (ROUTE_PAGE_MODULES): the dashboard does not download the lesson player, the
 * code editor, the quiz or the checkout's payment forms, and a lesson does not download the profile's password,
 * authenticator and data-export forms (bench:web's lesson page loaded all of them with the remote). Once preloaded a page renders without suspending, which a
 * server render needs (a render to a string does not wait) and which lets the live page replace the server's
 * render of a lesson with no loading state between (decision 0070).
 */
export const LAZY_PAGES: Readonly<Record<string, LazyPage>> = {
  [ROUTE_PATHS.dashboard]: lazyPage(() => import('./routes/dashboard-route.tsx').then((m) => m.DashboardRoute)),
  [ROUTE_PATHS.profile]: lazyPage(() => import('./routes/profile-route.tsx').then((m) => m.ProfileRoute)),
  [ROUTE_PATHS.lesson]: lazyPage(async () => {
    const page = await import('./routes/lesson-route.tsx');
    await page.loadLessonPageParts();
    return page.LessonRoute;
  }),
  [ROUTE_PATHS.checkout]: lazyPage(() => import('./routes/checkout-route.tsx').then((m) => m.CheckoutRoute)),
};

/**
 * Loads the code of the lazy pages, all of which the server renders: a lesson (decision 0070), the dashboard, the
 * profile and a checkout (decision 0076).
 */
export async function preloadServerRenderedPages(): Promise<void> {
  await Promise.all(Object.values(LAZY_PAGES).map((page) => page.preload()));
}
