import { Route, Routes } from '@shared/platform/router';
import { PlatformProviders } from '@shared/app-root/providers';
import { AppErrorBoundary } from '../features/errors/app-error-boundary.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { ConnectionDiagnostics } from '../features/diagnostics/components/connection-diagnostics.tsx';
import { DocumentHead } from '../features/seo/components/document-head.tsx';
import { AppLayout } from '../app/app-layout.tsx';
import { DocumentRouter } from './document-router.tsx';

/**
 * "/" as a visitor gets it (decision 0031): the app's landing, header and
 * footer, and nothing else: no remotes, no federation runtime, no auth
 * client until the diagnostics card asks for one, no toaster. It renders the
 * same markup as the app does at "/" (a unit test compares them), so it can
 * take over the pre-rendered page in place.
 */
export function VisitorLandingApp() {
  return (
    <AppErrorBoundary>
      <PlatformProviders>
        <DocumentRouter>
          <DocumentHead />
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<LandingPage diagnostics={<ConnectionDiagnostics />} />} />
            </Route>
          </Routes>
        </DocumentRouter>
      </PlatformProviders>
    </AppErrorBoundary>
  );
}
