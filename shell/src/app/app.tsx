import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '@shared/platform/router';
import { PlatformProviders } from '@shared/app-root/providers';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { RemoteListProvider } from '../features/remotes/remote-list-context.tsx';
import { RemoteOutlet } from '../features/remotes/remote-outlet.tsx';
import { AppErrorBoundary } from '../features/errors/app-error-boundary.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { ConnectionDiagnostics } from '../features/diagnostics/components/connection-diagnostics.tsx';
import { DocumentHead } from '../features/seo/components/document-head.tsx';
import { ConsentGate } from '../features/consent/components/consent-gate.tsx';
import { AuthRedirects } from './auth-redirects.tsx';
import { AppLayout } from './app-layout.tsx';
import { LiveToaster } from './live-toaster.tsx';
import { SessionEndNotice } from './session-end-notice.tsx';

type Props = {
  remotes: readonly RemoteDescriptor[];
  /** The page's one router: BrowserRouter in the browser, a StaticRouter when the build pre-renders "/". */
  Router?: ComponentType<{ children: ReactNode }>;
};

/**
 * The shell owns the only router. It renders "/" itself; every other path
 * goes to whichever remote /remotes.json says owns it, or to the 404.
 */
export function App({ remotes, Router = BrowserRouter }: Props) {
  return (
    <AppErrorBoundary>
      <PlatformProviders>
        <RemoteListProvider remotes={remotes}>
          <Router>
            <AuthRedirects />
            <ConsentGate />
            <SessionEndNotice />
            <DocumentHead />
            <Routes>
              <Route element={<AppLayout />}>
                <Route index element={<LandingPage diagnostics={<ConnectionDiagnostics />} />} />
                <Route path="*" element={<RemoteOutlet />} />
              </Route>
            </Routes>
          </Router>
        </RemoteListProvider>
        <LiveToaster />
      </PlatformProviders>
    </AppErrorBoundary>
  );
}
