import { lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '@shared/platform/router';
import { PlatformProviders } from '@shared/app-root/providers';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { RemoteListProvider } from '../features/remotes/remote-list-context.tsx';
import { RemoteOutlet } from '../features/remotes/remote-outlet.tsx';
import { AppErrorBoundary } from '../features/errors/app-error-boundary.tsx';
import { loadLandingRoute } from './load-landing-route.ts';
import { DocumentHead } from '../features/seo/components/document-head.tsx';
import { ConsentGate } from '../features/consent/components/consent-gate.tsx';
import { AuthRedirects } from './auth-redirects.tsx';
import { AppLayout } from './app-layout.tsx';
import { LiveToaster } from './live-toaster.tsx';
import { SessionEndNotice } from './session-end-notice.tsx';

/**
 * "/" is drawn by the full app only for a member (a visitor's "/" is the visitor landing, build/visitor-landing.ts),
 * so its sections and the connection check load with import(): every remote page's first press downloads
 * that much less (issue 28). The first render is a transition (main.tsx), so React keeps the pre-rendered
 * "/" on screen while the code arrives, and a link to "/" keeps the page it leaves until then.
 */
const LandingRoute = lazy(loadLandingRoute);

type Props = {
  remotes: readonly RemoteDescriptor[];
  /** The page's one router: BrowserRouter in the browser, a StaticRouter when the build pre-renders "/". */
  Router?: ComponentType<{ children: ReactNode }>;
  /** What draws "/": the build's pre-render passes the page itself, since a render to a string does not wait for import(). */
  Landing?: ComponentType;
};

/**
 * The shell owns the only router. It renders "/" itself; every other path
 * goes to whichever remote /remotes.json says owns it, or to the 404.
 */
export function App({ remotes, Router = BrowserRouter, Landing = LandingRoute }: Props) {
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
                <Route index element={<Landing />} />
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
