import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { Spinner } from '@shared/ui/spinner';
import { th } from '@shared/messages';
import { lazyPage, PageLoadBoundary, type LazyPage } from '@shared/ui/page-code';
import { ROUTE_PATHS } from './route-paths.ts';
import './remote.css';

/**
 * The catalogue's pages, each loaded when first needed (decision 0062): `/courses` does not download the
 * course page or the blog. The modules are the ones ROUTE_PAGE_MODULES names.
 */
export const PAGES: Readonly<Record<string, LazyPage>> = {
  [ROUTE_PATHS.courses]: lazyPage(() => import('../features/courses/components/courses-page.tsx').then((m) => m.CoursesPage)),
  [ROUTE_PATHS.course]: lazyPage(() => import('./routes/course-detail-route.tsx').then((m) => m.CourseDetailRoute)),
  [ROUTE_PATHS.instructor]: lazyPage(() => import('./routes/instructor-route.tsx').then((m) => m.InstructorRoute)),
  [ROUTE_PATHS.blog]: lazyPage(() => import('../features/blog/components/blog-page.tsx').then((m) => m.BlogPage)),
  [ROUTE_PATHS.article]: lazyPage(() => import('../features/blog/components/article-page.tsx').then((m) => m.ArticlePage)),
};

/** Loads the code of the page at `pathname`, if it is one of the catalogue's. */
export function preloadPageOf(pathname: string): Promise<void> {
  const pattern = Object.keys(PAGES).find((path) => matchPath({ path, end: true }, pathname) !== null);
  return pattern ? (PAGES[pattern]?.preload() ?? Promise.resolve()) : Promise.resolve();
}

// The page the remote starts on is here before its module is ready: the shell keeps the server's render of
// it on screen until then, and the live page replaces it without a loading state between.
if (typeof window !== 'undefined') await preloadPageOf(window.location.pathname);

/** The one exposed entry of mfe-catalog: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  const { pathname } = useLocation();
  return (
    <PageLoadBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {Object.entries(PAGES).map(([path, { Page }]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PageLoadBoundary>
  );
}

/** While another page's code arrives (a link within the catalogue to a page not visited yet). */
function PageLoading() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center" aria-busy="true">
      <Spinner label={th.common.loading} />
    </div>
  );
}
