import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// Build-time only (runs in Node, never federated): the one router API the site itself does not need.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from '@shared/platform/router';
import { PlatformProviders } from '@shared/app-root/providers';
import { queryClient } from '@shared/platform/query';
import { App } from '../app/app.tsx';
import LandingRoute from '../app/landing-route.tsx';
import { AppLayout } from '../app/app-layout.tsx';
import { RemoteAreaLoading } from '../features/remotes/remote-area.tsx';

/*
 * The HTML the build writes into the shell's two pages (shell/build/prerender.ts).
 * Both are rendered in the state a first visit is in before anything is
 * known: no session yet, no data yet, the light theme. Runs at build time, in Node.
 */

/** The one path pre-rendered with its content: the landing page, the only page the shell renders itself. */
export const PRERENDERED_PATH = '/';

/**
 * A location no navigation link points at: the frame is the same for every
 * page, so no header link may be marked as the current page.
 */
const FRAME_LOCATION = '/_app-frame';

function routerAt(location: string): ComponentType<{ children: ReactNode }> {
  return function StaticLocation({ children }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

function renderStatic(element: ReactElement): string {
  try {
    return renderToString(<StrictMode>{element}</StrictMode>);
  } finally {
    // A render registers its (still pending) queries in the shared client;
    // their garbage-collection timers would keep the build's Node process
    // alive for the whole gcTime.
    queryClient.clear();
  }
}

/**
 * The landing page (the blog and the diagnostics in their loading state).
 * The browser paints it at once; main.tsx then hydrates it with that same
 * first render (decision 0031).
 */
export function renderLanding(): string {
  return renderStatic(<App remotes={[]} Router={routerAt(PRERENDERED_PATH)} Landing={LandingRoute} />);
}

/**
 * The site's frame as every page but "/" first shows it: the header (signed
 * out), the footer, and between them the loading area a remote's page
 * occupies until its code has arrived. main.tsx renders the real page over
 * it, which looks the same until the page's content arrives (decision 0031).
 */
export function renderAppFrame(): string {
  const Router = routerAt(FRAME_LOCATION);
  return renderStatic(
    <PlatformProviders>
      <Router>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<RemoteAreaLoading />} />
          </Route>
        </Routes>
      </Router>
    </PlatformProviders>,
  );
}
