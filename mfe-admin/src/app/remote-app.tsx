import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { PageLoadBoundary } from '@shared/ui/page-code';
import { PageLoading } from '../components/page-loading.tsx';
import { AdminGuard } from './routes/admin-guard.tsx';
import { StudioGuard } from './routes/studio-guard.tsx';
import { LAZY_PAGES } from './page-code.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import './remote.css';

// The remote starting on one of its pages has that page's code before it renders (it is hinted with the page,
// ROUTE_PAGE_MODULES), so the guard's answer is followed by the page, not by a second wait.
if (typeof window !== 'undefined') {
  const { pathname } = window.location;
  const pattern = Object.keys(LAZY_PAGES).find((path) => matchPath({ path, end: true }, pathname) !== null);
  if (pattern) await LAZY_PAGES[pattern]?.preload();
}

/** Who may see each page: the back office's admins, the studio's instructors (and admins). */
const GUARDS: Readonly<Record<string, ComponentType<{ children: ReactNode }>>> = {
  [ROUTE_PATHS.admin]: AdminGuard,
  [ROUTE_PATHS.courseEditor]: AdminGuard,
  [ROUTE_PATHS.studio]: StudioGuard,
  [ROUTE_PATHS.studioCourse]: StudioGuard,
};

/** The one exposed entry of mfe-admin: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  const { pathname } = useLocation();
  return (
    <Routes>
      {Object.entries(LAZY_PAGES).map(([path, { Page }]) => {
        const Guard = GUARDS[path] ?? AdminGuard; // a page added without a guard is an admin's
        return (
          <Route
            key={path}
            path={path}
            element={
              <Guard>
                {/* A page whose code could not be fetched (offline) says so in its area, with a retry. */}
                <PageLoadBoundary resetKey={pathname}>
                  <Suspense fallback={<PageLoading />}>
                    <Page />
                  </Suspense>
                </PageLoadBoundary>
              </Guard>
            }
          />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
