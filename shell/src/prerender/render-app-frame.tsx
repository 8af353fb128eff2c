import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// Build-time only (runs in Node, never federated): the one router API the site itself does not need.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from 'shared/router';
import { PlatformProviders } from 'shared/providers';
import { AppLayout } from '../app/app-layout.tsx';
import { RemoteAreaLoading } from '../features/remotes/remote-area.tsx';

/**
 * A location no navigation link points at: the frame is the same for every
 * page, so no header link may be marked as the current page.
 */
const FRAME_LOCATION = '/_app-frame';

/**
 * The site's frame as every page but "/" first shows it: the header (signed
 * out, as before the session is known), the footer, and between them the
 * loading area a remote's page occupies until its code has arrived. The
 * browser paints it from the HTML; main.tsx then renders the real page over
 * it, which looks the same until the page's content arrives (decision 0019).
 * Runs at build time, in Node (shell/build/prerender.ts).
 */
export function renderAppFrame(): string {
  return renderToString(
    <StrictMode>
      <PlatformProviders>
        <StaticRouter location={FRAME_LOCATION}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="*" element={<RemoteAreaLoading />} />
            </Route>
          </Routes>
        </StaticRouter>
      </PlatformProviders>
    </StrictMode>,
  );
}
