import { lazyPage, type LazyPage } from '@shared/ui/page-code';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * mfe-admin's pages, each loaded with import() (ROUTE_PAGE_MODULES): /admin does not download the course editor's
 * uploads (tus) nor the studio, and the studio does not download the back office. The guards stay in the remote's
 * own chunk, so a page's code loads while the guard still waits for the member's row. Once preloaded a page renders
 * without suspending (remote-app.tsx preloads the one the remote starts on).
 */
export const LAZY_PAGES: Readonly<Record<string, LazyPage>> = {
  [ROUTE_PATHS.admin]: lazyPage(async () => {
    const page = await import('./routes/admin-page.tsx');
    await page.preloadTabOf(window.location.search);
    return page.AdminPage;
  }),
  [ROUTE_PATHS.courseEditor]: lazyPage(() => import('./routes/course-editor-page.tsx').then((m) => m.CourseEditorPage)),
  [ROUTE_PATHS.studio]: lazyPage(() => import('../features/studio/components/studio-page.tsx').then((m) => m.StudioPage)),
  [ROUTE_PATHS.studioCourse]: lazyPage(() =>
    import('../features/studio/components/course-authoring-page.tsx').then((m) => m.CourseAuthoringPage),
  ),
};
